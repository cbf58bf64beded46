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

/** The membership page with the claim link's token: opened by a signed-in visitor, it links the membership to their account. */
export const claimUrl = (owner: MailOwner, siteUrl: string, claimToken: string) => `${membershipPageUrl(owner, siteUrl)}?claim=${encodeURIComponent(claimToken)}`;

/** An invitation whose member has no account yet carries the claim link (when the sender signed one). */
export const needsClaimLink = (subscription: SubscriptionSnapshot) => membershipEmailKind(subscription) === 'invitation' && subscription.member.userId === null;

export const CLAIM_SENTENCE = 'Open this link and sign in (or sign up) to add this membership to your account.';

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
 * an invitation with the link to the membership page for a member added by hand. Sign-up does not prove
 * an address, so an invited member without an account gets the claim link (`claimToken`) instead: opening
 * it proves they read this mail, and signing in links the membership to their account.
 */
export function membershipEmail(subscription: SubscriptionSnapshot, owner: MailOwner, emailText: string, siteUrl: string, claimToken: string | null = null): MailMessage {
  const link = membershipPageUrl(owner, siteUrl);
  const to = subscription.member.email;
  if (membershipEmailKind(subscription) === 'invitation') {
    const line = invitationLine(owner.name, subscription.tierName);
    if (claimToken && needsClaimLink(subscription)) {
      const claim = claimUrl(owner, siteUrl, claimToken);
      return {
        to,
        subject: `${line} on Limelight`,
        text: [`Hi ${subscription.member.name},`, '', `${line}.`, CLAIM_SENTENCE, claim].join('\n'),
        html: `<p>Hi ${escapeHtml(subscription.member.name)},</p>\n<p>${escapeHtml(line)}.</p>\n<p>${escapeHtml(CLAIM_SENTENCE)}<br><a href="${escapeHtml(claim)}">${escapeHtml(claim)}</a></p>`,
      };
    }
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
