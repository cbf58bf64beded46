import type { MembershipPayment, SubscriptionEvent, SubscriptionSnapshot } from '../../../membership/contracts/subscription-events.js';
import { escapeHtml, patronLink } from './order-facts.js';

/** A membership payment (a paid start or a renewal) with the subscription after it. */
export interface PaidMembership {
  subscription: SubscriptionSnapshot;
  payment: MembershipPayment;
}

/** The subscription events that are payments. */
export const MEMBERSHIP_PAYMENT_EVENTS = ['SubscriptionStarted', 'SubscriptionRenewed'];

/** The payment an event carries, with its subscription: a paid start or a renewal; null for anything else. */
export function paymentOf(event: SubscriptionEvent): PaidMembership | null {
  if (event.type !== 'SubscriptionStarted' && event.type !== 'SubscriptionRenewed') return null;
  const { subscription, payment } = event.data;
  return payment ? { subscription, payment } : null;
}

/** The patron behind a subscription: the member, known by e-mail per owner like a buyer. */
export const memberKey = (subscription: SubscriptionSnapshot) => subscription.member.email.trim().toLowerCase();

/** A member's one name split like a buyer's: the first word, and the rest. */
export function memberNames(subscription: SubscriptionSnapshot): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = subscription.member.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const tierLink = (subscription: SubscriptionSnapshot) =>
  `<a href="${escapeHtml(`/manage/${encodeURIComponent(subscription.ownerUsername)}/memberships/tiers/edit?tier=${encodeURIComponent(subscription.tierId)}`)}">${escapeHtml(subscription.tierName)}</a>`;

/** The activity message of a subscription event (HTML with the patron and tier links, names escaped), or null when it has none. */
export function membershipMessage(event: SubscriptionEvent): string | null {
  const { subscription } = event.data;
  const patron = patronLink(subscription.ownerUsername, memberKey(subscription), subscription.member.name);
  const tier = tierLink(subscription);
  switch (event.type) {
    case 'SubscriptionStarted':
      return subscription.source === 'manual' ? `${patron} was added as a member of ${tier}` : `${patron} became a member of ${tier}`;
    case 'SubscriptionRenewed':
      return `${patron} renewed ${tier}`;
    case 'SubscriptionCancelled':
      return `The ${tier} membership of ${patron} was cancelled`;
    case 'SubscriptionExpired':
      return event.data.reason === 'removed' ? `The ${tier} membership of ${patron} was removed` : `The ${tier} membership of ${patron} expired`;
    default:
      return null;
  }
}
