import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { CheckoutCatalog, type CheckoutOffer, type PromoCode } from '../contracts/checkout-catalog.js';
import { CourseCategoryEntity, EventDateEntity, EventEntity, TicketTypeEntity } from '../infrastructure/ticketing.entities.js';
import { liveHolds } from './live-holds.js';
import { ticketStatus, ticketStatusLabel } from '../domain/ticket-offer.js';

/** Answers checkout's questions about dates, tickets and promo codes. */
@Injectable()
export class TicketingCheckoutCatalog extends CheckoutCatalog {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileDirectory,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {
    super();
  }

  async offerForDate(eventDateId: string): Promise<CheckoutOffer | null> {
    if (!isUuid(eventDateId)) return null;
    const em = this.em.fork();
    const date = await em.findOne(EventDateEntity, { id: eventDateId });
    const event = date && (await em.findOne(EventEntity, { id: date.eventId }));
    if (!date || !event) return null;
    const [tickets, [owner], category] = await Promise.all([
      em.find(TicketTypeEntity, { eventDateId }, { orderBy: { position: 'asc' } }),
      this.profiles.findByIds([event.ownerId]),
      event.categoryId ? em.findOne(CourseCategoryEntity, { id: event.categoryId }) : Promise.resolve(null),
    ]);
    if (!owner) return null;
    const held = await liveHolds(this.pool, tickets.map((t) => t.id));
    const now = new Date();
    return {
      event: {
        id: event.id,
        name: event.name,
        ownerId: event.ownerId,
        timezone: event.timezone,
        categoryId: event.categoryId,
        categoryName: category?.name ?? null,
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
      ticketTypes: tickets.map((t) => {
        const capacity = t.visibilityScope === 'secret' && t.quantityPerCode !== null ? Math.min(t.quantity, t.quantityPerCode) : t.quantity;
        const holds = held.get(t.id) ?? 0;
        const sale = { price: t.price, available: capacity - t.sold - holds, salesStartAt: t.salesStartAt, salesEndAt: t.salesEndAt };
        const status = ticketStatus(sale, now, owner.paymentsEnabled);
        return {
          id: t.id,
          eventDateId: t.eventDateId,
          attendance: t.attendance,
          name: t.name,
          description: t.description,
          price: t.price,
          currency: t.currency,
          available: Math.max(0, capacity - t.sold - holds),
          salesStartAt: t.salesStartAt,
          salesEndAt: t.salesEndAt,
          visibilityScope: t.visibilityScope,
          category: t.category,
          code: t.code,
          quantityPerCode: t.quantityPerCode,
          codeUses: t.sold + holds,
          status,
          statusLabel: ticketStatusLabel(status, sale, event.timezone),
        };
      }),
    };
  }

  async findPromoCode(ownerId: string, code: string): Promise<PromoCode | null> {
    const { rows } = await this.pool.query<{
      id: string;
      code: string;
      owner_id: string;
      amount: number | null;
      currency: string;
      percentage_value: number | null;
      quantity: number | null;
      uses: number;
      starts_at: Date | null;
      ends_at: Date | null;
      scope: 'owner' | 'course_categories';
      course_category_ids: string[];
    }>('SELECT * FROM ticketing.promo_codes WHERE owner_id = $1 AND lower(code) = lower($2)', [ownerId, code.trim()]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      code: row.code,
      ownerId: row.owner_id,
      amount: row.amount,
      currency: row.currency,
      percentageValue: row.percentage_value,
      remaining: row.quantity === null ? null : row.quantity - row.uses,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      scope: row.scope,
      courseCategoryIds: row.course_category_ids,
    };
  }

  async redeemPromoCode(id: string): Promise<void> {
    await this.pool.query('UPDATE ticketing.promo_codes SET uses = uses + 1 WHERE id = $1', [id]);
  }
}
