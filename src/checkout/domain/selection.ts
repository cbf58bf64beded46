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
  /** Reserved seating: the chart categories it sells (none: sold without a seat). */
  seatsCategoryKeys?: readonly number[];
}

/** Reserved seating: a seat (or `ticketQuantity` places of an area) chosen on the chart, sold as the ticket type `ticketId`. */
export interface SeatChoice {
  seatLabel: string;
  ticketId: string;
  ticketQuantity: number;
}

/** A label of the date's seat chart: its category and its places (1 for a seat, an area's capacity). */
export interface SeatPlaceFacts {
  categoryKey: number;
  places: number;
}

/** The date's seat chart as the selection needs it: the labels asked for that it has (absent: not on the chart). */
export interface DateSeating {
  places: ReadonlyMap<string, SeatPlaceFacts>;
}

export const SEAT_MESSAGES = {
  chooseOnChart: 'Choose your seats on the chart',
  notHeld: 'Your seats are no longer held. Choose them again.',
  notOnChart: (label: string) => `Seat ${label} is not on the chart`,
  category: (label: string, ticketName: string) => `${label} cannot be sold as ${ticketName}`,
  tooMany: (label: string, places: number) => (places === 1 ? `Seat ${label} can be chosen once` : `${label} has ${places} places`),
  taken: (labels: readonly string[]) => `Some of the seats you chose were just taken: ${labels.join(', ')}`,
} as const;

/**
 * Why these places cannot be sold as these tickets, or null: every label on the date's chart (`seating` null: the
 * date has none), of a category its ticket type sells, and never more places of a label than it has.
 */
export function seatProblem(choices: readonly SeatChoice[], offer: readonly Pick<OfferedTicket, 'id' | 'name' | 'seatsCategoryKeys'>[], seating: DateSeating | null): string | null {
  const wanted = new Map<string, number>();
  for (const choice of choices) {
    if (!Number.isInteger(choice.ticketQuantity) || choice.ticketQuantity < 1) return SELECTION_MESSAGES.quantity;
    const ticket = offer.find((t) => t.id === choice.ticketId);
    if (!ticket) return SELECTION_MESSAGES.unknownTicket;
    const place = seating?.places.get(choice.seatLabel);
    if (!place) return SEAT_MESSAGES.notOnChart(choice.seatLabel);
    if (!(ticket.seatsCategoryKeys ?? []).includes(place.categoryKey)) return SEAT_MESSAGES.category(choice.seatLabel, ticket.name);
    const quantity = (wanted.get(choice.seatLabel) ?? 0) + choice.ticketQuantity;
    if (quantity > place.places) return SEAT_MESSAGES.tooMany(choice.seatLabel, place.places);
    wanted.set(choice.seatLabel, quantity);
  }
  return null;
}

/** The buyer's way to a list ticket: on one of its lists, or holding a listed buyer's share code with `left` tickets on it. */
export interface ListAccessFacts {
  listed: boolean;
  shareCode: string | null;
  left: number | null;
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

/** At most this many share codes of listed buyers per order (customUserListsCodes). */
export const MAX_SHARE_CODES = 10;

/** At most this many seats (chart labels) per order. */
export const MAX_SEATS_PER_ORDER = 100;

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
  /** Share codes the buyer gave, kept with the order. */
  shareCodes?: readonly string[];
  /** The buyer's access to the list tickets asked for, by ticket type id (none for guests). */
  listAccess?: ReadonlyMap<string, ListAccessFacts>;
  /** Reserved seating: the seats chosen on the chart, each sold as its ticket type. */
  seats?: readonly SeatChoice[];
  /** The date's seat chart (null or absent: the date has none). */
  seating?: DateSeating | null;
  /** The buyer's seat session the seats are held for. */
  seatsHoldToken?: string | null;
}

/**
 * How the buyer may take `quantity` tickets of a list ticket: as listed (no code), through a share code that still
 * buys that many (its code), or not at all (null).
 */
export function listTicketAccess(access: ListAccessFacts | undefined, quantity: number): { shareCode: string | null } | null {
  if (access?.listed) return { shareCode: null };
  if (access?.shareCode && (access.left ?? 0) >= quantity) return { shareCode: access.shareCode };
  return null;
}

/**
 * Prices a ticket selection for one date: each ticket type must be on sale (else the seeds' status label),
 * 1 to 25 of each, secret tickets only with their code and within the code's uses, list tickets only to a listed
 * buyer or through a share code with enough tickets left (those items carry the code), members-only tickets only
 * when `mayBuyMembersOnly` allows; on a seated date (`seating`), tickets that sell chart categories only through the
 * seats chosen (`seatProblem`). One order item per ticket (a seated one carries its seat's label), priced with the
 * promo code and the buyer's benefits (`priceWithBenefits`), ids from `newId`. The currency is the selected tickets' (null when nothing is selected).
 */
export function buildSelection(offer: readonly OfferedTicket[], request: SelectionRequest, newId: () => string): { selection: Selection; currency: Currency | null } | { error: string } {
  const wanted = new Map<string, number>();
  const seating = request.seating ?? null;
  for (const line of request.tickets) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) return { error: SELECTION_MESSAGES.quantity };
    // On a seated date, a ticket that sells chart categories is sold only with its seat.
    const seated = seating && offer.find((t) => t.id === line.id)?.seatsCategoryKeys?.length;
    if (seated && line.quantity > 0) return { error: SEAT_MESSAGES.chooseOnChart };
    if (line.quantity > 0) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
  }
  // Each place chosen is one ticket of its ticket type, carrying the place's label.
  const seats = request.seats ?? [];
  const seatLabels = new Map<string, string[]>();
  const problem = seatProblem(seats, offer, seating);
  if (problem) return { error: problem };
  for (const seat of seats) {
    wanted.set(seat.ticketId, (wanted.get(seat.ticketId) ?? 0) + seat.ticketQuantity);
    seatLabels.set(seat.ticketId, [...(seatLabels.get(seat.ticketId) ?? []), ...Array<string>(seat.ticketQuantity).fill(seat.seatLabel)]);
  }
  const chosen: { ticket: OfferedTicket; shareCode: string | null; seatLabel?: string }[] = [];
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
    let shareCode: string | null = null;
    if (ticket.visibilityScope === 'list') {
      const access = listTicketAccess(request.listAccess?.get(ticket.id), quantity);
      if (!access) return { error: SELECTION_MESSAGES.listOnly };
      shareCode = access.shareCode;
    }
    if (ticket.status !== 'on_sale') return { error: ticket.statusLabel ?? SELECTION_MESSAGES.soldOut };
    if (ticket.available < quantity) return { error: SELECTION_MESSAGES.soldOut };
    currency ??= asCurrency(ticket.currency);
    const labels = seatLabels.get(id) ?? [];
    for (let n = 0; n < quantity; n++) chosen.push({ ticket, shareCode, ...(labels[n] ? { seatLabel: labels[n] } : {}) });
  }
  const prices = currency ? priceWithBenefits(chosen.map(({ ticket }) => ({ ticketTypeId: ticket.id, price: ticket.price })), currency, request.promo, request.benefits ?? []) : [];
  const items: OrderItem[] = chosen.map(({ ticket, shareCode, seatLabel }, n) => {
    const { benefit, ...priced } = prices[n]!;
    return {
      itemId: newId(),
      ticketTypeId: ticket.id,
      name: ticket.name,
      listPrice: ticket.price,
      ...priced,
      ...(benefit ? { benefitId: benefit.id, discountName: benefit.name } : {}),
      ...(shareCode ? { shareCode } : {}),
      ...(seatLabel ? { seatLabel } : {}),
    };
  });
  const donation = normaliseDonation(request.donationAmount);
  const lines = items.map((item) => ({ quantity: 1, ...item }));
  return {
    currency,
    selection: {
      items,
      donation,
      promoCode: request.promo?.code ?? null,
      secretCodes: [...request.secretCodes],
      shareCodes: [...(request.shareCodes ?? [])],
      ...(seats.length ? { seatsHoldToken: request.seatsHoldToken ?? null } : {}),
      totals: orderTotals(lines, donation),
    },
  };
}

/** Places of one seat label and the tickets (items) they go to. */
export interface SeatHoldLine {
  label: string;
  quantity: number;
  itemIds: string[];
}

export interface HoldLineOf {
  ticketTypeId: string;
  quantity: number;
  shareCode?: string;
  seats?: SeatHoldLine[];
}

/**
 * The hold an order's items need: tickets per ticket type, with the share code they were bought through (one per
 * ticket type) and their seats (places per label, with the items they are sold to).
 */
export function holdLines(items: readonly OrderItem[]): HoldLineOf[] {
  const lines = new Map<string, HoldLineOf>();
  for (const item of items) {
    const line = lines.get(item.ticketTypeId) ?? { ticketTypeId: item.ticketTypeId, quantity: 0, ...(item.shareCode ? { shareCode: item.shareCode } : {}) };
    line.quantity += 1;
    if (item.seatLabel) {
      const seats = (line.seats ??= []);
      const seat = seats.find((s) => s.label === item.seatLabel);
      if (seat) {
        seat.quantity += 1;
        seat.itemIds.push(item.itemId);
      } else seats.push({ label: item.seatLabel, quantity: 1, itemIds: [item.itemId] });
    }
    lines.set(item.ticketTypeId, line);
  }
  return [...lines.values()];
}

/** The seats an order's items take, as the buyer chose them: places per label and ticket type. */
export function seatChoices(items: readonly OrderItem[]): SeatChoice[] {
  const choices: SeatChoice[] = [];
  for (const item of items) {
    if (!item.seatLabel) continue;
    const choice = choices.find((c) => c.seatLabel === item.seatLabel && c.ticketId === item.ticketTypeId);
    if (choice) choice.ticketQuantity += 1;
    else choices.push({ seatLabel: item.seatLabel, ticketId: item.ticketTypeId, ticketQuantity: 1 });
  }
  return choices;
}

/**
 * Confirming: the seats the buyer's page shows (`seatsReserved`, held for its seat session `seatsHoldToken`) must
 * be the places the order holds now, as many of each label as the order has tickets on it.
 */
export function seatsStillHeld(items: readonly OrderItem[], held: readonly { label: string; holdToken: string | null }[], claim: { seatsHoldToken?: string | null; seatsReserved?: readonly string[] }): boolean {
  const count = (labels: readonly string[]) => labels.reduce((all, label) => all.set(label, (all.get(label) ?? 0) + 1), new Map<string, number>());
  const ordered = count(items.flatMap((item) => (item.seatLabel ? [item.seatLabel] : [])));
  const reserved = new Set(claim.seatsReserved ?? []);
  if (!ordered.size && !reserved.size) return true;
  const holding = count(held.map((seat) => seat.label));
  const same = [...ordered].every(([label, n]) => holding.get(label) === n) && holding.size === ordered.size;
  const shown = reserved.size === ordered.size && [...reserved].every((label) => ordered.has(label));
  return same && shown && held.every((seat) => seat.holdToken === (claim.seatsHoldToken ?? null));
}

/**
 * The sold ticket going back on sale (cancelled or refunded), with the share code it was bought through, and the
 * place it had (found by the ticket).
 */
export const soldLine = (item: Pick<OrderItem, 'ticketTypeId' | 'shareCode'> & { itemId?: string; seat?: string | null }) => ({
  ticketTypeId: item.ticketTypeId,
  quantity: 1,
  ...(item.shareCode ? { shareCode: item.shareCode } : {}),
  ...(item.seat && item.itemId ? { seats: [{ label: item.seat, quantity: 1, itemIds: [item.itemId] }] } : {}),
});
