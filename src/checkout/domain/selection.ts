import { asCurrency, type Currency } from '../../shared/money.js';
import type { OrderItem, Selection } from './order.js';
import { MEMBER_MESSAGES, priceWithBenefits, type UsableBenefit } from './member-benefits.js';
import { MAX_TICKETS_PER_TYPE, normaliseDonation, orderTotals, type PromoDiscount } from './pricing.js';

/** A ticket type as checkout sees it (from ticketing's catalog). */
export interface OfferedTicket {
  id: string;
  name: string;
  attendance: 'in-person' | 'online';
  price: number;
  currency: string;
  available: number;
  visibilityScope: 'secret' | 'member' | 'list' | 'other';
  code: string | null;
  quantityPerCode: number | null;
  codeUses: number;
  status: string;
  statusLabel: string | null;
  /** Members-only tickets: the tiers whose members may buy them. */
  membershipTierIds: readonly string[];
}

export interface PromoCodeFacts {
  code: string;
  amount: number | null;
  currency: string;
  percentageValue: number | null;
  remaining: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  scope: 'owner' | 'course_categories';
  courseCategoryIds: string[];
}

export const CODE_MESSAGES = {
  unknown: 'Sorry, we don’t recognize that code.',
  usedUp: 'Sorry, this code has been used up.',
  secretUsed: 'Sorry, this secret code has already been used.',
  secretMax: 'Sorry, this secret code has been used the maximum number of times.',
  notCombinable: 'Code Not Combinable',
  tooManyTries: 'Too many codes tried. Please try again in 15 minutes.',
} as const;

/** Codes one address may try in 15 minutes: enough for typos, too few to guess secret codes. */
export const CODE_CHECK_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 } as const;

export const SELECTION_MESSAGES = {
  unknownTicket: 'That ticket is not available for this date',
  quantity: `Choose between 1 and ${MAX_TICKETS_PER_TYPE} tickets of each type`,
  soldOut: 'Sold out',
  listOnly: 'This ticket is only for people on the organizer’s list',
} as const;

const sameCode = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a secret code cannot be used, or null when it unlocks its ticket. */
export function secretCodeProblem(ticket: OfferedTicket): string | null {
  if (ticket.quantityPerCode === null || ticket.codeUses < ticket.quantityPerCode) return null;
  return ticket.quantityPerCode === 1 ? CODE_MESSAGES.secretUsed : CODE_MESSAGES.secretMax;
}

/**
 * Why a promo code does not apply to this event now, or null when it does. `currency` is the date's tickets'
 * (null when it sells none: an amount off then applies to nothing).
 */
export function promoProblem(promo: PromoCodeFacts, event: { categoryId: string | null; currency: string | null }, now: Date): string | null {
  if (promo.startsAt && promo.startsAt > now) return CODE_MESSAGES.unknown;
  if (promo.endsAt && promo.endsAt <= now) return CODE_MESSAGES.unknown;
  if (promo.scope === 'course_categories' && !(event.categoryId && promo.courseCategoryIds.includes(event.categoryId))) return CODE_MESSAGES.unknown;
  if (promo.amount !== null && promo.currency !== event.currency) return CODE_MESSAGES.unknown;
  if (promo.remaining !== null && promo.remaining <= 0) return CODE_MESSAGES.usedUp;
  return null;
}

export interface SelectionRequest {
  tickets: readonly { id: string; quantity: number }[];
  donationAmount?: number | null;
  /** The promo code applied (already checked with `promoProblem`), or null. */
  promo: (PromoDiscount & { code: string }) | null;
  secretCodes: readonly string[];
  /** The buyer's member benefits at this event (none for guests). */
  benefits?: readonly UsableBenefit[];
  /** Whether the buyer may take this members-only ticket. */
  mayBuyMembersOnly?: (ticket: OfferedTicket) => boolean;
}

/**
 * Prices a ticket selection for one date: each ticket type must be on sale (else the seeds' status label),
 * 1 to 25 of each, secret tickets only with their code and within the code's uses, list tickets only through
 * a list, members-only tickets only when `mayBuyMembersOnly` allows. One order item per ticket, priced with the
 * promo code and the buyer's benefits (`priceWithBenefits`), ids from `newId`. The currency is the selected tickets' (null when
 * nothing is selected).
 */
export function buildSelection(offer: readonly OfferedTicket[], request: SelectionRequest, newId: () => string): { selection: Selection; currency: Currency | null } | { error: string } {
  const wanted = new Map<string, number>();
  for (const line of request.tickets) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) return { error: SELECTION_MESSAGES.quantity };
    if (line.quantity > 0) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
  }
  const chosen: OfferedTicket[] = [];
  let currency: Currency | null = null;
  for (const [id, quantity] of wanted) {
    const ticket = offer.find((t) => t.id === id);
    if (!ticket) return { error: SELECTION_MESSAGES.unknownTicket };
    if (quantity > MAX_TICKETS_PER_TYPE) return { error: SELECTION_MESSAGES.quantity };
    if (ticket.visibilityScope === 'member' && !(request.mayBuyMembersOnly?.(ticket) ?? false)) return { error: MEMBER_MESSAGES.membersOnly };
    if (ticket.visibilityScope === 'secret') {
      if (!request.secretCodes.some((code) => sameCode(ticket.code, code))) return { error: CODE_MESSAGES.unknown };
      const problem = secretCodeProblem(ticket);
      if (problem) return { error: problem };
    }
    if (ticket.visibilityScope === 'list') return { error: SELECTION_MESSAGES.listOnly };
    if (ticket.status !== 'on_sale') return { error: ticket.statusLabel ?? SELECTION_MESSAGES.soldOut };
    if (ticket.available < quantity) return { error: SELECTION_MESSAGES.soldOut };
    currency ??= asCurrency(ticket.currency);
    for (let n = 0; n < quantity; n++) chosen.push(ticket);
  }
  const prices = currency ? priceWithBenefits(chosen.map((t) => ({ ticketTypeId: t.id, price: t.price })), currency, request.promo, request.benefits ?? []) : [];
  const items: OrderItem[] = chosen.map((ticket, n) => {
    const { benefit, ...priced } = prices[n]!;
    return { itemId: newId(), ticketTypeId: ticket.id, name: ticket.name, listPrice: ticket.price, ...priced, ...(benefit ? { benefitId: benefit.id, discountName: benefit.name } : {}) };
  });
  const donation = normaliseDonation(request.donationAmount);
  const lines = items.map((item) => ({ quantity: 1, ...item }));
  return {
    currency,
    selection: { items, donation, promoCode: request.promo?.code ?? null, secretCodes: [...request.secretCodes], totals: orderTotals(lines, donation) },
  };
}

/** The hold an order's items need: tickets per ticket type. */
export function holdLines(items: readonly OrderItem[]): { ticketTypeId: string; quantity: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.ticketTypeId, (counts.get(item.ticketTypeId) ?? 0) + 1);
  return [...counts].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
}
