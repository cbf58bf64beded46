import { asCurrency } from '../../shared/money.js';
import type { TicketType } from '../domain/event.js';
import type { TicketTypeInput } from './event-input.js';

/** The tiers of a members-only ticket (once each); other tickets list none. */
export const memberTierIds = (ticket: Pick<TicketTypeInput, 'visibilityScope' | 'membershipTierIds'>): string[] =>
  ticket.visibilityScope === 'member' ? [...new Set(ticket.membershipTierIds ?? [])] : [];

/** The edited fields of a checked ticket type (checkTicketTypes) from the form: a code and its limit belong to secret tickets only. */
export function ticketFields(ticket: TicketTypeInput): Omit<TicketType, 'id' | 'eventId' | 'eventDateId' | 'sold' | 'position'> {
  const secret = ticket.visibilityScope === 'secret';
  return {
    attendance: ticket.attendance,
    name: ticket.name.trim(),
    description: ticket.description?.trim() ?? '',
    price: ticket.price,
    currency: asCurrency(ticket.currency),
    quantity: ticket.quantity,
    salesStartAt: ticket.salesStartAt ? new Date(ticket.salesStartAt) : null,
    salesEndAt: ticket.salesEndAt ? new Date(ticket.salesEndAt) : null,
    visibilityScope: ticket.visibilityScope ?? 'other',
    category: ticket.category ?? 'Admission',
    code: secret ? (ticket.code?.trim() ?? null) : null,
    quantityPerCode: secret ? (ticket.quantityPerCode ?? null) : null,
    membershipTierIds: memberTierIds(ticket),
  };
}
