import type { MailMessage } from '../../shared/mail/mailer.port.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Invitation {
  email: string;
  /** The link's secret; the invitation keeps only its hash. */
  token: string;
  role: string;
  admin: boolean;
  organization: { name: string; username: string };
}

/**
 * The link opens the log-in / sign-up page with the invitation: signing up or logging in with the invited
 * e-mail from it makes the person a member. Admins then land in the organization's management, others on its page.
 */
export function invitationLink(invitation: Invitation, siteUrl: string): string {
  const next = invitation.admin ? `/manage/${invitation.organization.username}` : `/o/${invitation.organization.username}`;
  const query = new URLSearchParams({ invitation: invitation.token, email: invitation.email, redirect_to: next });
  return `${siteUrl}/auth?${query.toString()}`;
}

export const invitationSubject = (organizationName: string) => `You're invited to join ${organizationName} on Limelight`;

export function invitationEmail(invitation: Invitation, siteUrl: string): MailMessage {
  const link = invitationLink(invitation, siteUrl);
  const { name } = invitation.organization;
  const text = [
    'Hi,',
    '',
    `You have been invited to join the team of ${name} on Limelight as ${invitation.role}.`,
    `Accept the invitation by logging in or signing up with this e-mail address (${invitation.email}):`,
    link,
  ].join('\n');
  const html = `<p>Hi,</p>
<p>You have been invited to join the team of <strong>${escapeHtml(name)}</strong> on Limelight as ${escapeHtml(invitation.role)}.</p>
<p>Accept the invitation by logging in or signing up with this e-mail address (${escapeHtml(invitation.email)}):</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`;
  return { to: invitation.email, subject: invitationSubject(name), text, html };
}
