import { Injectable } from '@nestjs/common';
import { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { CheckoutCatalog, type CheckoutOffer, type PromoCode } from '../contracts/checkout-catalog.js';
import { publicTicketRow } from '../domain/ticket-offer.js';
import { PromoCodeRepository } from './ports/promo-code-repository.port.js';
import { TicketingQueries } from './ports/ticketing-queries.port.js';

/** Answers checkout's questions about dates, tickets and promo codes. */
@Injectable()
export class TicketingCheckoutCatalog extends CheckoutCatalog {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly promoCodes: PromoCodeRepository,
  ) {
    super();
  }

  async offerForDate(eventDateId: string): Promise<CheckoutOffer | null> {
    const found = await this.queries.dateOffer(eventDateId);
    if (!found) return null;
    const { event, date, held } = found;
    const [owner] = await this.profiles.findByIds([event.ownerId]);
    if (!owner) return null;
    const now = new Date();
    return {
      event: {
        id: event.id,
        name: event.name,
        ownerId: event.ownerId,
        timezone: event.timezone,
        categoryId: event.categoryId,
        categoryName: found.categoryName,
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
      },
      date: { id: date.id, startsAt: date.startsAt, endsAt: date.endsAt, doorTime: date.doorTime },
      owner: { id: owner.id, name: owner.name, username: owner.username, type: owner.type, paymentAccount: owner.paymentAccount },
      ticketTypes: found.ticketTypes.map((t) => {
        const holds = held.get(t.id) ?? 0;
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
          status: publicRow.status,
          statusLabel: publicRow.statusLabel,
          publicRow,
        };
      }),
    };
  }

  async findPromoCode(ownerId: string, code: string, orderId: string | null = null): Promise<PromoCode | null> {
    const found = await this.promoCodes.findByCode(ownerId, code);
    if (!found) return null;
    const { quantity, uses, createdAt: _, ...terms } = found;
    // A code fully reserved by other orders is used up for this one too, as Inventory.hold would answer.
    return { ...terms, remaining: quantity === null ? null : quantity - uses - (await this.promoCodes.reserved(found.id, orderId)) };
  }
}
