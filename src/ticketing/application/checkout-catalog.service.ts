import { Injectable } from '@nestjs/common';
import { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { isUuid } from '../../shared/ids.js';
import { CheckoutCatalog, normaliseShareCodes, type CheckoutOffer, type ListAccess, type ListShareCode, type PromoCode } from '../contracts/checkout-catalog.js';
import { publicTicketRow } from '../domain/ticket-offer.js';
import { newShareCode } from './list-ticket-access.js';
import { CheckoutOfferCache, type DateOfferContents } from './ports/checkout-offer-cache.port.js';
import { PromoCodeRepository } from './ports/promo-code-repository.port.js';
import { TicketingQueries, type TicketCounts } from './ports/ticketing-queries.port.js';

/**
 * The offer checkout sees at `now`: with each ticket type's tickets sold and held as counted, or, without
 * `counts`, as if none were (a hold's offer: the hold decides capacity under its lock).
 */
function checkoutOffer({ event, categoryName, date, ticketTypes, owner }: DateOfferContents, counts: TicketCounts | null, now: Date): CheckoutOffer {
  return {
    event: {
      id: event.id,
      name: event.name,
      ownerId: event.ownerId,
      timezone: event.timezone,
      categoryId: event.categoryId,
      categoryName,
      published: event.published,
      private: event.private,
      refundsAllowed: event.refundsAllowed,
      questions: event.questions,
      collectInformationSetting: event.collectInformationSetting,
      donation: event.donation,
      poster: event.poster,
      locationSetting: event.locationSetting,
      locationName: event.locationName,
      locationAddress: event.locationAddress,
      seatChartId: event.seatChartId,
    },
    date: { id: date.id, startsAt: date.startsAt, endsAt: date.endsAt, doorTime: date.doorTime },
    owner: { id: owner.id, name: owner.name, username: owner.username, type: owner.type, paymentAccount: owner.paymentAccount },
    ticketTypes: ticketTypes.map((stored) => {
      const counted = counts?.get(stored.id);
      const t = { ...stored, sold: counts ? (counted?.sold ?? stored.sold) : 0 };
      const holds = counted?.held ?? 0;
      const publicRow = publicTicketRow(t, holds, { timezone: event.timezone, paymentsEnabled: owner.paymentsEnabled, now });
      return {
        id: t.id,
        eventDateId: t.eventDateId,
        attendance: t.attendance,
        name: t.name,
        description: t.description,
        price: t.price,
        currency: t.currency,
        available: publicRow.available,
        salesStartAt: t.salesStartAt,
        salesEndAt: t.salesEndAt,
        visibilityScope: t.visibilityScope,
        category: t.category,
        code: t.code,
        quantityPerCode: t.quantityPerCode,
        codeUses: t.sold + holds,
        membershipTierIds: t.membershipTierIds,
        customUserListIds: t.customUserListIds,
        initialQuantityPerCode: t.initialQuantityPerCode,
        seatsCategoryKeys: t.seatsCategoryKeys,
        status: publicRow.status,
        statusLabel: publicRow.statusLabel,
        publicRow,
      };
    }),
  };
}

/** Answers checkout's questions about dates, tickets and promo codes. */
@Injectable()
export class TicketingCheckoutCatalog extends CheckoutCatalog {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly promoCodes: PromoCodeRepository,
    private readonly cache: CheckoutOfferCache,
  ) {
    super();
  }

  async offerForDate(eventDateId: string): Promise<CheckoutOffer | null> {
    const contents = await this.contents(eventDateId);
    return contents && checkoutOffer(contents, await this.queries.ticketCounts(contents.ticketTypes.map((t) => t.id)), new Date());
  }

  async uncountedOffer(eventDateId: string): Promise<CheckoutOffer | null> {
    const contents = await this.contents(eventDateId);
    return contents && checkoutOffer(contents, null, new Date());
  }

  /** The date's event, ticket types and owner, from memory (the cache drops them when any of it changes). */
  private contents(eventDateId: string): Promise<DateOfferContents | null> {
    if (!isUuid(eventDateId)) return Promise.resolve(null);
    return this.cache.offer(eventDateId, async () => {
      const found = await this.queries.dateOffer(eventDateId);
      if (!found) return null;
      const [owner] = await this.profiles.findByIds([found.event.ownerId]);
      if (!owner) return null;
      const { id, name, username, type, paymentAccount, paymentsEnabled } = owner;
      return { ...found, owner: { id, name, username, type, paymentAccount, paymentsEnabled } };
    });
  }

  async findPromoCode(ownerId: string, code: string, orderId: string | null = null): Promise<PromoCode | null> {
    const found = await this.promoCodes.findByCode(ownerId, code);
    if (!found) return null;
    const { quantity, uses, createdAt: _, ...terms } = found;
    // A code fully reserved by other orders is used up for this one too, as Inventory.hold would answer.
    return { ...terms, remaining: quantity === null ? null : quantity - uses - (await this.promoCodes.reserved(found.id, orderId)) };
  }

  async listAccess(ticketTypeIds: readonly string[], buyer: { email: string | null; shareCodes: readonly string[] }, orderId: string | null = null): Promise<ListAccess[]> {
    const ids = [...new Set(ticketTypeIds)];
    const email = buyer.email?.trim().toLowerCase() || null;
    // List tickets are never sold to guests, whatever code they bring.
    if (!email) return ids.map((ticketTypeId) => ({ ticketTypeId, listed: false, shareCode: null, left: null }));
    const codes = normaliseShareCodes(buyer.shareCodes);
    const [listed, allowances] = await Promise.all([this.queries.listedTicketTypes(ids, email), this.queries.shareCodeAllowances(ids, codes, orderId)]);
    return ids.map((ticketTypeId) => {
      // Of several codes given for one ticket type, the one with most tickets left.
      const best = allowances.filter((a) => a.ticketTypeId === ticketTypeId).sort((a, b) => b.left - a.left)[0];
      return { ticketTypeId, listed: listed.has(ticketTypeId), shareCode: best?.code ?? null, left: best?.left ?? null };
    });
  }

  async shareCodes(holders: readonly { ticketTypeId: string; email: string }[]): Promise<ListShareCode[]> {
    const pairs = new Map<string, { ticketTypeId: string; email: string }>();
    for (const holder of holders) {
      const email = holder.email.trim().toLowerCase();
      if (isUuid(holder.ticketTypeId) && email) pairs.set(`${holder.ticketTypeId} ${email}`, { ticketTypeId: holder.ticketTypeId, email });
    }
    const codes: { ticketTypeId: string; email: string; code: string }[] = [];
    for (const pair of pairs.values()) {
      const code = await this.queries.shareCodeOf(pair.ticketTypeId, pair.email, newShareCode);
      if (code) codes.push({ ...pair, code });
    }
    // Only codes that still qualify (the holder still listed, the ticket type still with an allowance), with what they buy.
    const allowances = await this.queries.shareCodeAllowances([...new Set(codes.map((c) => c.ticketTypeId))], codes.map((c) => c.code), null);
    const left = new Map(allowances.map((a) => [a.code, a.left]));
    return codes.flatMap((c) => (left.has(c.code) ? [{ ...c, left: left.get(c.code)! }] : []));
  }
}
