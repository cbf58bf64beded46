/** Rules for changing an event's ticket types and dates once it exists (seed 000 §3 Ticket, §4). */

export const TICKET_MESSAGES = {
  secretCode: 'Secret tickets need a code',
  quantityPerCode: 'Quantity per code must be at least 1',
  salesWindow: 'Sales must end after they start',
  oneCurrency: 'All tickets of an event use one currency',
  unknownDate: 'Choose a date of this event',
  unknownTicket: 'Ticket type not found',
  duplicate: 'Each ticket type may appear only once',
  moveDate: 'A ticket type cannot move to another date',
  lastDate: 'An event needs at least one date',
  dateNotFound: 'Date not found',
  dateSold: 'This date has sold tickets and cannot be removed',
  dateHeld: 'Tickets of this date are in a checkout right now; try again in a few minutes',
  membershipTiers: 'Select at least one membership tier',
  customUserLists: 'Select at least one list',
  unknownLists: 'Select lists of the event’s owner',
  countTooLarge: 'Ticket quantities must be at most 1,000,000',
} as const;

/** A ticket type's counts (its quantity, the tickets a code buys) stay within this. */
export const TICKET_COUNT_MAX = 1_000_000;

export const removeSoldMessage = (name: string, sold: number) => `${name} has ${sold} ${sold === 1 ? 'ticket' : 'tickets'} sold and cannot be removed`;
export const belowSoldMessage = (name: string, sold: number) => `The quantity of ${name} cannot be less than the ${sold} ${sold === 1 ? 'ticket' : 'tickets'} sold`;
export const removeHeldMessage = (name: string) => `${name} is in a checkout right now and cannot be removed; try again in a few minutes`;

export type VisibilityScope = 'secret' | 'member' | 'list' | 'other';

/** A ticket type as the organizer sends it: without id it is new. */
export interface TicketTypeEdit {
  id?: string;
  eventDateId: string;
  name: string;
  currency: string;
  quantity: number;
  salesStartAt?: string | null;
  salesEndAt?: string | null;
  visibilityScope?: VisibilityScope;
  code?: string | null;
  quantityPerCode?: number | null;
  membershipTierIds?: string[];
  customUserListIds?: string[];
  initialQuantityPerCode?: number | null;
}

/** Members-only tickets name the tiers that may buy them (seed 002 §5). */
export const memberTiersProblem = (ticket: Pick<TicketTypeEdit, 'visibilityScope' | 'membershipTierIds'>): string | null =>
  ticket.visibilityScope === 'member' && !ticket.membershipTierIds?.length ? TICKET_MESSAGES.membershipTiers : null;

/**
 * List tickets name the private access lists whose people may buy them (seed 001 §2.3); a listed buyer's
 * share code buys others `initialQuantityPerCode` tickets, at least 1 when set.
 */
export function listTicketProblems(ticket: Pick<TicketTypeEdit, 'visibilityScope' | 'customUserListIds' | 'initialQuantityPerCode'>): string[] {
  const problems: string[] = [];
  if (ticket.visibilityScope === 'list' && !ticket.customUserListIds?.length) problems.push(TICKET_MESSAGES.customUserLists);
  const perCode = ticket.initialQuantityPerCode;
  if (perCode !== undefined && perCode !== null && !(Number.isInteger(perCode) && perCode >= 1)) problems.push(TICKET_MESSAGES.quantityPerCode);
  return problems;
}

/** A saved ticket type with what buyers already took of it. */
export interface SavedTicketType {
  id: string;
  eventDateId: string;
  name: string;
  sold: number;
  /** Tickets in checkouts that have not expired. */
  held: number;
}

/**
 * Checks a full replacement of the event's ticket types against what is saved: ids name saved types of
 * this event, once each, on their own date; new ones go on a date of the event; sold tickets stay
 * covered (no removal, no quantity below sold), and a type in a live checkout is not removed.
 * Returns the problems and the ids to remove.
 */
export function planTicketChanges(saved: readonly SavedTicketType[], edits: readonly TicketTypeEdit[], dateIds: ReadonlySet<string>): { problems: string[]; removed: SavedTicketType[] } {
  const problems = new Set<string>();
  const byId = new Map(saved.map((ticket) => [ticket.id, ticket]));
  const kept = new Set<string>();
  for (const edit of edits) {
    for (const problem of ticketProblems(edit)) problems.add(problem);
    if (!dateIds.has(edit.eventDateId)) problems.add(TICKET_MESSAGES.unknownDate);
    if (edit.id === undefined) continue;
    const current = byId.get(edit.id);
    if (!current) {
      problems.add(TICKET_MESSAGES.unknownTicket);
      continue;
    }
    if (kept.has(edit.id)) problems.add(TICKET_MESSAGES.duplicate);
    kept.add(edit.id);
    if (current.eventDateId !== edit.eventDateId) problems.add(TICKET_MESSAGES.moveDate);
    if (Number.isInteger(edit.quantity) && edit.quantity < current.sold) problems.add(belowSoldMessage(current.name, current.sold));
  }
  const removed = saved.filter((ticket) => !kept.has(ticket.id));
  for (const ticket of removed) {
    if (ticket.sold > 0) problems.add(removeSoldMessage(ticket.name, ticket.sold));
    else if (ticket.held > 0) problems.add(removeHeldMessage(ticket.name));
  }
  if (new Set(edits.map((edit) => edit.currency)).size > 1) problems.add(TICKET_MESSAGES.oneCurrency);
  return { problems: [...problems], removed };
}

/** The rules of one ticket type beyond name, price, quantity and currency (checked with the event's form). */
export function ticketProblems(ticket: Omit<TicketTypeEdit, 'eventDateId'>): string[] {
  const problems: string[] = [];
  if (ticket.visibilityScope === 'secret' && !ticket.code?.trim()) problems.push(TICKET_MESSAGES.secretCode);
  if (ticket.quantityPerCode !== undefined && ticket.quantityPerCode !== null && !(Number.isInteger(ticket.quantityPerCode) && ticket.quantityPerCode >= 1)) {
    problems.push(TICKET_MESSAGES.quantityPerCode);
  }
  if (ticket.salesStartAt && ticket.salesEndAt && new Date(ticket.salesEndAt) <= new Date(ticket.salesStartAt)) problems.push(TICKET_MESSAGES.salesWindow);
  return problems;
}
