import type { MailMessage } from '../../../shared/mail/mailer.port.js';
import type { SubscriptionSnapshot } from '../../contracts/subscription-events.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the owner is called and where its membership page is. */
export interface MailOwner {
  name: string;
  type: 'User' | 'School';
  username: string;
}

export type MembershipEmailKind = 'thank_you' | 'invitation';

/** A paid start thanks the member; a member added by hand is invited. */
export const membershipEmailKind = (subscription: SubscriptionSnapshot): MembershipEmailKind => (subscription.source === 'manual' ? 'invitation' : 'thank_you');

export const membershipPageUrl = (owner: MailOwner, siteUrl: string) => `${siteUrl}/${owner.type === 'School' ? 'o' : 'p'}/${owner.username}/membership`;

export const thankYouSubject = (tierName: string) => `Welcome to ${tierName}`;
export const defaultThankYou = (ownerName: string, tierName: string) => `Thank you for becoming a member of ${tierName}! ${ownerName} is glad to have you.`;
export const invitationLine = (ownerName: string, tierName: string) => `${ownerName} added you as a member of ${tierName}`;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * The mail of a started membership: the tier's thank-you text (or a short default) for a paying member,
 * an invitation with the link to the membership page for a member added by hand.
 */
export function membershipEmail(subscription: SubscriptionSnapshot, owner: MailOwner, emailText: string, siteUrl: string): MailMessage {
  const link = membershipPageUrl(owner, siteUrl);
  const to = subscription.member.email;
  if (membershipEmailKind(subscription) === 'invitation') {
    const line = invitationLine(owner.name, subscription.tierName);
    return {
      to,
      subject: `${line} on Limelight`,
      text: [`Hi ${subscription.member.name},`, '', `${line}.`, 'See the membership and its benefits:', link].join('\n'),
      html: `<p>Hi ${escapeHtml(subscription.member.name)},</p>\n<p>${escapeHtml(line)}.</p>\n<p><a href="${escapeHtml(link)}">See the membership and its benefits</a></p>`,
    };
  }
  const message = emailText.trim() || defaultThankYou(owner.name, subscription.tierName);
  return {
    to,
    subject: thankYouSubject(subscription.tierName),
    text: [`Hi ${subscription.member.name},`, '', message, '', link].join('\n'),
    html: `<p>Hi ${escapeHtml(subscription.member.name)},</p>\n${paragraphs(message)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(owner.name)}'s membership</a></p>`,
  };
}
