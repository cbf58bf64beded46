import type { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { normaliseShareCodes, type CheckoutCatalog, type CheckoutOffer } from '../../ticketing/contracts/checkout-catalog.js';
import type { Inventory, InventoryResult } from '../../ticketing/contracts/inventory.js';
import { conflict, unprocessable } from '../../shared/errors.js';
import type { Currency } from '../../shared/money.js';
import { randomUUID } from 'node:crypto';
import { buildSelection, CODE_MESSAGES, promoProblem, SEAT_MESSAGES, seatChoices, secretCodeProblem, SELECTION_MESSAGES, type DateSeating, type ListAccessFacts, type SeatChoice } from '../domain/selection.js';
import type { Selection } from '../domain/order.js';
import type { BuyerMembership } from './member-terms.js';

export interface SelectionBody {
  tickets: { id: string; quantity: number }[];
  promoCode?: string | null;
  donationAmount?: number | null;
  secretCodes?: string[];
  /** Share codes of listed buyers that unlock list tickets (customUserListsCodes). */
  customUserListsCodes?: string[];
  /** Reserved seating: the seats chosen on the chart; absent on a change: those chosen before. */
  seats?: SeatChoice[];
  /** The buyer's seat session (made by the web) the seats are held for; absent on a change: the one before. */
  seatsHoldToken?: string | null;
}

/** The date's seat chart facts of the labels chosen; null when the date's event has no chart. */
export async function dateSeating(inventory: Inventory, offer: CheckoutOffer, labels: readonly string[]): Promise<DateSeating | null> {
  if (!offer.event.seatChartId) return null;
  const places = await inventory.seatPlaces(offer.date.id, labels);
  return { places: new Map(places.map((p) => [p.label, { categoryKey: p.categoryKey, places: p.places }])) };
}

/**
 * The signed-in buyer's e-mail when the date sells list tickets (they go by the buyer's account e-mail); null for
 * guests, and where no list ticket is offered (no lookup then).
 */
export async function listBuyerEmail(profiles: ProfileDirectory, offer: Pick<CheckoutOffer, 'ticketTypes'>, userId: string | null): Promise<string | null> {
  if (!userId || !offer.ticketTypes.some((t) => t.visibilityScope === 'list')) return null;
  return profiles.accountEmail(userId);
}

/** The buyer's access to the list tickets asked for (none for guests: list tickets are never sold to them). */
async function listAccessFor(
  catalog: CheckoutCatalog,
  offer: CheckoutOffer,
  tickets: readonly { id: string; quantity: number }[],
  buyer: { email: string | null; shareCodes: readonly string[] },
  orderId: string | null,
): Promise<Map<string, ListAccessFacts>> {
  const asked = offer.ticketTypes.filter((t) => t.visibilityScope === 'list' && tickets.some((line) => line.id === t.id && line.quantity > 0)).map((t) => t.id);
  if (!asked.length || !buyer.email) return new Map();
  const access = await catalog.listAccess(asked, { email: buyer.email, shareCodes: buyer.shareCodes }, orderId);
  return new Map(access.map(({ ticketTypeId, ...facts }) => [ticketTypeId, facts]));
}

export type CodeCheck =
  | { kind: 'promo'; promo: NonNullable<Awaited<ReturnType<CheckoutCatalog['findPromoCode']>>> }
  | { kind: 'secret'; ticketIds: string[] };

/** The secret ticket types of the date this code unlocks (codes compare trimmed, in any case). */
export const secretTicketsOf = (offer: CheckoutOffer, code: string) =>
  offer.ticketTypes.filter((t) => t.visibilityScope === 'secret' && !!t.code && t.code.trim().toLowerCase() === code.trim().toLowerCase());

/**
 * What a code typed at checkout is: an owner's promo code or a secret code of this date's tickets; else the seeds' message.
 * A promo code's uses reserved by the order `orderId` itself are its own (they do not use the code up).
 */
export async function checkCode(catalog: CheckoutCatalog, offer: CheckoutOffer, code: string, now: Date, orderId: string | null = null): Promise<CodeCheck> {
  const secret = secretTicketsOf(offer, code);
  if (secret.length) {
    const problem = secret.map(secretCodeProblem).find(Boolean);
    if (problem && secret.every((t) => secretCodeProblem(t))) throw unprocessable(problem);
    return { kind: 'secret', ticketIds: secret.filter((t) => !secretCodeProblem(t)).map((t) => t.id) };
  }
  const promo = await catalog.findPromoCode(offer.event.ownerId, code, orderId);
  if (!promo) throw unprocessable(CODE_MESSAGES.unknown);
  const problem = promoProblem(promo, { categoryId: offer.event.categoryId, currency: offer.ticketTypes[0]?.currency ?? null }, now);
  if (problem) throw unprocessable(problem);
  return { kind: 'promo', promo };
}

/** The refusal of a hold or sale the inventory turned down: tickets gone, the promo code's last use taken, or seats taken (409). */
export function notAvailable(result: Exclude<InventoryResult, { ok: true }>) {
  if ('seatsTaken' in result) return conflict(SEAT_MESSAGES.taken(result.seatsTaken));
  return unprocessable('promoCodeUsedUp' in result ? CODE_MESSAGES.usedUp : SELECTION_MESSAGES.soldOut);
}

/**
 * Prices the requested tickets for the order: the promo code (one per order: another is 'Code Not
 * Combinable'), secret codes, the buyer's membership (members-only tickets, member benefits), list tickets
 * (the buyer listed by `buyerEmail`, or a share code given now or before), seats chosen on the date's chart,
 * donation and the seeds' selection rules. Refusals are 422 with the seeds' message.
 */
export async function priceSelection(
  catalog: CheckoutCatalog,
  inventory: Inventory,
  offer: CheckoutOffer,
  body: SelectionBody,
  current: Selection | null,
  now: Date,
  membership: BuyerMembership,
  /** The order being changed; null for a new one. */
  orderId: string | null,
  /** The signed-in buyer's account e-mail (listBuyerEmail); null for guests. */
  buyerEmail: string | null,
): Promise<{ selection: Selection; currency: Currency | null; promoId: string | null }> {
  const shareCodes = body.customUserListsCodes ? normaliseShareCodes(body.customUserListsCodes) : (current?.shareCodes ?? []);
  const seats = body.seats ?? (current ? seatChoices(current.items) : []);
  const seatsHoldToken = body.seatsHoldToken !== undefined ? body.seatsHoldToken : (current?.seatsHoldToken ?? null);
  const seating = await dateSeating(inventory, offer, seats.map((seat) => seat.seatLabel));
  const listAccess = await listAccessFor(catalog, offer, body.tickets, { email: buyerEmail, shareCodes }, orderId);
  const secretCodes = new Set(body.secretCodes?.map((code) => code.trim()).filter(Boolean) ?? current?.secretCodes ?? []);
  const typed = body.promoCode?.trim() || null;
  let promo = null;
  if (typed) {
    const checked = await checkCode(catalog, offer, typed, now, orderId);
    if (checked.kind === 'secret') secretCodes.add(typed);
    else {
      if (current?.promoCode && current.promoCode.toLowerCase() !== checked.promo.code.toLowerCase()) throw unprocessable(CODE_MESSAGES.notCombinable);
      promo = checked.promo;
    }
  }
  const built = buildSelection(
    offer.ticketTypes,
    {
      tickets: body.tickets,
      donationAmount: body.donationAmount,
      secretCodes: [...secretCodes],
      promo: promo && { code: promo.code, amount: promo.amount, percentageValue: promo.percentageValue, allTickets: true, ticketIds: [] },
      benefits: membership.benefits,
      mayBuyMembersOnly: membership.mayBuyMembersOnly,
      shareCodes,
      listAccess,
      seats,
      seating,
      seatsHoldToken,
    },
    randomUUID,
  );
  if ('error' in built) throw unprocessable(built.error);
  return { ...built, promoId: promo?.id ?? null };
}
