import type { RegistrationStatus } from './ticket-view.js';

/** Seed 002 §8: the buyer's replies, and why a transfer or cancellation is refused. */
export const BUYER_TICKET_MESSAGES = {
  transferred: 'Ticket transferred successfully',
  canceled: 'Ticket canceled successfully',
  notFound: 'Registration not found',
  notYoursList: 'You can only see your own tickets',
  notYoursTransfer: 'User not authorized to transfer registration',
  notYoursCancel: 'User not authorized to cancel registration',
  nonTransferable: 'This ticket is non-transferable.',
  cannotCancel: 'This ticket cannot be canceled.',
  checkedIn: 'This ticket has been checked in, so it can no longer be transferred.',
  canceledTicket: 'This ticket has been canceled, so it can no longer be transferred.',
  refundedTicket: 'This ticket has been refunded, so it can no longer be transferred.',
  passedOn: 'This ticket has been transferred to someone else.',
  started: 'This event has already started.',
  sameHolder: 'This ticket already belongs to that e-mail address.',
} as const;

export interface HeldTicket {
  status: RegistrationStatus;
  attendance: 'in-person' | 'online';
  /** The price and fee paid for this ticket. */
  paid: number;
  startsAt: Date;
  /** The viewer holds the ticket now (not passed on to someone else). */
  holder: boolean;
}

/** Why the viewer cannot transfer the ticket, or null when they can. */
export function transferProblem(ticket: HeldTicket, now: Date): string | null {
  if (!ticket.holder) return BUYER_TICKET_MESSAGES.passedOn;
  if (ticket.status === 'checked_in') return BUYER_TICKET_MESSAGES.checkedIn;
  if (ticket.status === 'canceled') return BUYER_TICKET_MESSAGES.canceledTicket;
  if (ticket.status === 'refunded') return BUYER_TICKET_MESSAGES.refundedTicket;
  if (ticket.attendance === 'online') return BUYER_TICKET_MESSAGES.nonTransferable;
  if (ticket.startsAt <= now) return BUYER_TICKET_MESSAGES.started;
  return null;
}

/** The holder may cancel a free ticket of a date still to come; paid tickets go through the organizer's refund. */
export function cancelProblem(ticket: HeldTicket, now: Date): string | null {
  if (!ticket.holder || ticket.status !== 'active' || ticket.paid > 0 || ticket.startsAt <= now) return BUYER_TICKET_MESSAGES.cannotCancel;
  return null;
}

/**
 * Whose ticket is it: its holder (the e-mail on it), and, until it is passed on, the buyer (the account
 * that bought it, or the buyer's e-mail).
 */
export function isHolder(
  ticket: { email: string; buyerEmail: string; userId: string | null; transferred: boolean },
  viewer: { userId: string; email: string },
): boolean {
  const same = (a: string, b: string) => !!a && a.trim().toLowerCase() === b;
  if (same(ticket.email, viewer.email)) return true;
  return !ticket.transferred && (ticket.userId === viewer.userId || same(ticket.buyerEmail, viewer.email));
}
