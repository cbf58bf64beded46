import type { CheckoutCatalog, CheckoutOffer } from '../../ticketing/contracts/checkout-catalog.js';
import type { InventoryResult } from '../../ticketing/contracts/inventory.js';
import { unprocessable } from '../../shared/errors.js';
import type { Currency } from '../../shared/money.js';
import { randomUUID } from 'node:crypto';
import { buildSelection, CODE_MESSAGES, promoProblem, secretCodeProblem, SELECTION_MESSAGES } from '../domain/selection.js';
import type { Selection } from '../domain/order.js';
import type { BuyerMembership } from './member-terms.js';

export interface SelectionBody {
  tickets: { id: string; quantity: number }[];
  promoCode?: string | null;
  donationAmount?: number | null;
  secretCodes?: string[];
}

export type CodeCheck =
  | { kind: 'promo'; promo: NonNullable<Awaited<ReturnType<CheckoutCatalog['findPromoCode']>>> }
  | { kind: 'secret'; ticketIds: string[] };

/**
 * What a code typed at checkout is: an owner's promo code or a secret code of this date's tickets; else the seeds' message.
 * A promo code's uses reserved by the order `orderId` itself are its own (they do not use the code up).
 */
export async function checkCode(catalog: CheckoutCatalog, offer: CheckoutOffer, code: string, now: Date, orderId: string | null = null): Promise<CodeCheck> {
  const secret = offer.ticketTypes.filter((t) => t.visibilityScope === 'secret' && t.code && t.code.trim().toLowerCase() === code.trim().toLowerCase());
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

/** The refusal of a hold or sale the inventory turned down: tickets gone, or the promo code's last use taken. */
export const notAvailable = (result: Exclude<InventoryResult, { ok: true }>) => unprocessable('promoCodeUsedUp' in result ? CODE_MESSAGES.usedUp : SELECTION_MESSAGES.soldOut);

/**
 * Prices the requested tickets for the order: the promo code (one per order: another is 'Code Not
 * Combinable'), secret codes, the buyer's membership (members-only tickets, member benefits), donation and
 * the seeds' selection rules. Refusals are 422 with the seeds' message.
 */
export async function priceSelection(
  catalog: CheckoutCatalog,
  offer: CheckoutOffer,
  body: SelectionBody,
  current: Selection | null,
  now: Date,
  membership: BuyerMembership,
  /** The order being changed; null for a new one. */
  orderId: string | null,
): Promise<{ selection: Selection; currency: Currency | null; promoId: string | null }> {
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
    },
    randomUUID,
  );
  if ('error' in built) throw unprocessable(built.error);
  return { ...built, promoId: promo?.id ?? null };
}
