import { asCurrency } from '../../shared/money.js';
import type { TicketType } from '../domain/event.js';
import { ticketCategoryKeys } from '../domain/seating/chart-rules.js';
import { TICKET_MESSAGES } from '../domain/ticket-types.js';
import type { TicketTypeInput } from './event-input.js';
import type { EventRepository } from './ports/event-repository.port.js';

/** The tiers of a members-only ticket (once each); other tickets list none. */
export const memberTierIds = (ticket: Pick<TicketTypeInput, 'visibilityScope' | 'membershipTierIds'>): string[] =>
  ticket.visibilityScope === 'member' ? [...new Set(ticket.membershipTierIds ?? [])] : [];

/** The lists of a list ticket (once each); other tickets name none. */
export const listIds = (ticket: Pick<TicketTypeInput, 'visibilityScope' | 'customUserListIds'>): string[] =>
  ticket.visibilityScope === 'list' ? [...new Set(ticket.customUserListIds ?? [])] : [];

/** List tickets may name only the lists of the event's owner. */
export async function listOwnerProblems(events: EventRepository, ownerId: string, tickets: readonly TicketTypeInput[]): Promise<string[]> {
  const named = [...new Set(tickets.flatMap(listIds))];
  if (!named.length) return [];
  const owned = await events.ownedLists(ownerId, named);
  return named.every((id) => owned.has(id)) ? [] : [TICKET_MESSAGES.unknownLists];
}

/**
 * The edited fields of a checked ticket type (checkTicketTypes) from the form: a code and its limit belong to
 * secret tickets only, lists and their share code allowance to list tickets only.
 */
export function ticketFields(ticket: TicketTypeInput): Omit<TicketType, 'id' | 'eventId' | 'eventDateId' | 'sold' | 'position'> {
  const secret = ticket.visibilityScope === 'secret';
  const list = ticket.visibilityScope === 'list';
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
    customUserListIds: listIds(ticket),
    initialQuantityPerCode: list ? (ticket.initialQuantityPerCode ?? null) : null,
    seatsCategoryKeys: ticketCategoryKeys(ticket.seatsCategoryKeys),
  };
}
