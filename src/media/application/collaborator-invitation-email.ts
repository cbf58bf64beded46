import type { MailMessage } from '../../shared/mail/mailer.port.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CollaboratorInvitationMail {
  email: string;
  /** The link's secret; the invitation keeps only its hash. */
  token: string;
  video: { id: string; title: string };
  /** The video owner's name (a person or an organization). */
  ownerName: string;
}

/** The watch page with the invitation: signed in there, the reader becomes a collaborator of the video. */
export const collaboratorInvitationLink = (mail: CollaboratorInvitationMail, siteUrl: string) =>
  `${siteUrl}/watch/${mail.video.id}?${new URLSearchParams({ invitation: mail.token }).toString()}`;

export const collaboratorInvitationSubject = (ownerName: string, title: string) => `${ownerName} credited you on "${title}" on Limelight`;

export function collaboratorInvitationEmail(mail: CollaboratorInvitationMail, siteUrl: string): MailMessage {
  const link = collaboratorInvitationLink(mail, siteUrl);
  const { ownerName, video } = mail;
  const text = [
    'Hi,',
    '',
    `${ownerName} credited you as a collaborator on the video "${video.title}" on Limelight.`,
    'Open the video and log in or sign up to accept; the video then shows you among its collaborators:',
    link,
  ].join('\n');
  const html = `<p>Hi,</p>
<p><strong>${escapeHtml(ownerName)}</strong> credited you as a collaborator on the video &quot;${escapeHtml(video.title)}&quot; on Limelight.</p>
<p>Open the video and log in or sign up to accept; the video then shows you among its collaborators:</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`;
  return { to: mail.email, subject: collaboratorInvitationSubject(ownerName, video.title), text, html };
}
