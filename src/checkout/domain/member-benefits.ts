import type { Currency } from '../../shared/money.js';
import { covers, priceTicket, type LinePrice, type PricedTicket, type TicketDiscount } from './pricing.js';

/**
 * Member benefits at checkout (seed 002 §3, seed 000 §5): a signed-in member's tickets get the best benefit
 * of the tiers they hold, priced with the one discount rule (`priceTicket`); a benefit with a quantity covers
 * that many tickets per event or per period, counted from the member's completed orders and the tickets
 * before it in the order; beyond that the ticket is charged in full. A promo code and a benefit never stack
 * on one ticket: the larger discount wins (the promo on a tie).
 */

export const MEMBER_MESSAGES = {
  membersOnly: 'This ticket is only for members',
  exhausted: 'Benefit Exhausted',
} as const;

export type QuantityScope = 'event' | 'month' | '3_months' | '6_months' | 'year';

/** A benefit of a tier the buyer holds (the membership context's MemberBenefit). */
export interface Benefit {
  id: string;
  name: string;
  amount: number | null;
  /** The currency of `amount`: a fixed amount applies to tickets of that currency only. */
  currency: string;
  percentageValue: number | null;
  quantity: number | null;
  quantityScope: QuantityScope | null;
  discountScope: 'all' | 'categories' | 'tickets';
  categoryIds: readonly string[];
  ticketIds: readonly string[];
}

/** One ticket a benefit discounted in a completed order of the buyer. */
export interface Redemption {
  benefitId: string;
  eventId: string;
  completedAt: Date;
}

/** A benefit as one event's checkout applies it: its discount and how many more tickets it covers (null: no limit). */
export interface UsableBenefit {
  id: string;
  name: string;
  currency: string;
  discount: TicketDiscount;
  left: number | null;
}

const PERIOD_MONTHS: Record<Exclude<QuantityScope, 'event'>, number> = { month: 1, '3_months': 3, '6_months': 6, year: 12 };

/** The start of a period quantity's window: the same moment that many months before now (a rolling window). */
export function periodStart(scope: Exclude<QuantityScope, 'event'>, now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - PERIOD_MONTHS[scope]);
  return start;
}

/** The earliest completion that can count against any benefit's period (for reading redemptions). */
export const oldestCountedRedemption = (now: Date): Date => periodStart('year', now);

/** How many tickets the buyer used of the benefit within its quantity's scope. */
export function usedOf(benefit: Benefit, redemptions: readonly Redemption[], eventId: string, now: Date): number {
  const scope = benefit.quantityScope ?? 'event';
  const counts = scope === 'event' ? (r: Redemption) => r.eventId === eventId : (r: Redemption) => r.completedAt > periodStart(scope, now);
  return redemptions.filter((r) => r.benefitId === benefit.id && counts(r)).length;
}

/** The benefits that apply to this event (a category benefit only to events of its categories), with what each still covers. */
export function usableBenefits(benefits: readonly Benefit[], event: { id: string; categoryId: string | null }, redemptions: readonly Redemption[], now: Date): UsableBenefit[] {
  return benefits
    .filter((b) => b.discountScope !== 'categories' || (event.categoryId !== null && b.categoryIds.includes(event.categoryId)))
    .map((b) => ({
      id: b.id,
      name: b.name,
      currency: b.currency,
      discount: { amount: b.amount, percentageValue: b.percentageValue, allTickets: b.discountScope !== 'tickets', ticketIds: b.ticketIds },
      left: b.quantity === null ? null : Math.max(0, b.quantity - usedOf(b, redemptions, event.id, now)),
    }));
}

export interface BenefitPrice extends LinePrice {
  /** The benefit that priced the ticket; null when it is charged in full or the promo code won. */
  benefit: { id: string; name: string } | null;
}

/** A percentage applies in any currency; a fixed amount only to tickets of its own currency. */
const appliesIn = (benefit: UsableBenefit, currency: Currency) => benefit.discount.amount === null || benefit.currency === currency;

/**
 * Prices tickets in order: each takes the largest discount of the promo code and the benefits that still
 * cover a ticket, and a chosen benefit covers one ticket fewer for the tickets after it.
 */
export function priceWithBenefits(tickets: readonly PricedTicket[], currency: Currency, promo: TicketDiscount | null, benefits: readonly UsableBenefit[]): BenefitPrice[] {
  const left = new Map(benefits.map((b) => [b.id, b.left]));
  return tickets.map((ticket) => {
    let best: BenefitPrice = { ...priceTicket(ticket, currency, promo), benefit: null };
    let chosen: UsableBenefit | null = null;
    for (const benefit of benefits) {
      if (left.get(benefit.id) === 0 || !appliesIn(benefit, currency)) continue;
      const priced = priceTicket(ticket, currency, benefit.discount);
      if (priced.discount > best.discount) {
        best = { ...priced, benefit: { id: benefit.id, name: benefit.name } };
        chosen = benefit;
      }
    }
    const remaining = chosen && left.get(chosen.id);
    if (chosen && remaining !== null && remaining !== undefined) left.set(chosen.id, remaining - 1);
    return best;
  });
}

/**
 * What membership does to one more ticket of a type for this buyer, as the tickets list shows it: the price
 * with the best benefit that still covers it, or 'exhausted' when benefits cover the ticket but none has any left.
 */
export function memberTicketPrice(ticket: PricedTicket, currency: Currency, benefits: readonly UsableBenefit[]): { price: BenefitPrice | null; exhausted: boolean } {
  const covering = benefits.filter((b) => covers(b.discount, ticket.ticketTypeId) && appliesIn(b, currency));
  if (!covering.length) return { price: null, exhausted: false };
  const [priced] = priceWithBenefits([ticket], currency, null, covering);
  return priced!.benefit ? { price: priced!, exhausted: false } : { price: null, exhausted: covering.every((b) => b.left === 0) };
}
