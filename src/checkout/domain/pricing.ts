import { ticketFee, type Currency } from '../../shared/money.js';

/** Seeds: donations are capped at 100000 (minor units) and never negative. */
export const DONATION_MAX = 100_000;
/** Seeds: the quantity select goes up to 25 when the ticket gives no smaller limit. */
export const MAX_TICKETS_PER_TYPE = 25;

/** A discount on tickets: a promo code's, or a member benefit's. */
export interface TicketDiscount {
  /** Fixed amount off each covered ticket, in minor units. */
  amount: number | null;
  /** Percent off each covered ticket's cost and fee. */
  percentageValue: number | null;
  /** Covers every ticket, or only these ticket type ids. */
  allTickets: boolean;
  ticketIds: readonly string[];
}

export interface PromoDiscount extends TicketDiscount {
  code: string;
}

export interface PricedTicket {
  ticketTypeId: string;
  price: number;
}

export interface LinePrice {
  price: number;
  fee: number;
  /** What the discount took off this ticket's price and fee together. */
  discount: number;
}

const roundHalfUp = (value: number) => Math.round(value);

/** Whether a discount covers a ticket type. */
export const covers = (discount: TicketDiscount, ticketTypeId: string): boolean => discount.allTickets || discount.ticketIds.includes(ticketTypeId);

/**
 * One ticket's price and fee after a discount (a promo code or a member benefit, seed 000 §5): it applies
 * when it covers all tickets or lists the ticket; a percentage reduces cost and fee; a fixed amount reduces
 * cost, any leftover reduces the fee; neither goes below 0. Percent reductions are rounded half up to a minor unit.
 */
export function priceTicket(ticket: PricedTicket, currency: Currency, promo: TicketDiscount | null): LinePrice {
  const fee = ticketFee(ticket.price, currency);
  if (!promo || !covers(promo, ticket.ticketTypeId)) return { price: ticket.price, fee, discount: 0 };
  if (promo.percentageValue) {
    const share = Math.min(100, Math.max(0, promo.percentageValue)) / 100;
    const price = ticket.price - roundHalfUp(ticket.price * share);
    const discountedFee = fee - roundHalfUp(fee * share);
    return { price, fee: discountedFee, discount: ticket.price - price + fee - discountedFee };
  }
  const amount = Math.max(0, promo.amount ?? 0);
  const price = Math.max(0, ticket.price - amount);
  const leftover = Math.max(0, amount - ticket.price);
  const discountedFee = Math.max(0, fee - leftover);
  return { price, fee: discountedFee, discount: ticket.price - price + fee - discountedFee };
}

/** Negative donations become positive; capped at DONATION_MAX; minimum 0; whole minor units. */
export const normaliseDonation = (amount: number | null | undefined): number =>
  Math.min(DONATION_MAX, Math.round(Math.abs(Number.isFinite(amount) ? (amount as number) : 0)));

export interface Totals {
  /** Ticket prices before discounts. */
  subtotal: number;
  /** Ticket fees after discounts: the platform's application fee. */
  fees: number;
  /** Everything the promo took off prices and fees. */
  discount: number;
  donation: number;
  /** What the buyer pays. */
  total: number;
}

export function orderTotals(lines: readonly { quantity: number; listPrice: number; price: number; fee: number; discount: number }[], donation: number): Totals {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line) * line.quantity, 0);
  const paidTickets = sum((line) => line.price + line.fee);
  return { subtotal: sum((line) => line.listPrice), fees: sum((line) => line.fee), discount: sum((line) => line.discount), donation, total: paidTickets + donation };
}
