import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { DONATION_PAYMENT_EVENTS, donationNet, donorKey } from './donation-facts.js';
import { MEMBERSHIP_PAYMENT_EVENTS, memberKey, paymentOf } from './membership-facts.js';
import { isCash, isOnline, isTerminal, patronKey, REPORTED_EVENTS } from './order-facts.js';
import { reportedFeed } from './reported-feed.js';

/**
 * `reporting.revenue_facts`: one row per money movement (a sale, a membership payment or a donation;
 * refunds add their own rows), with the dimensions the revenue report groups by (day, event, membership
 * tier or video, category, attendee) and its measures in minor units.
 */
export const revenueProjection: Projection = {
  name: 'reporting_revenue',
  /**
   * 2: money in bigint columns, sums per currency. 3: sales at a card reader counted as terminal sales. 4: membership payments.
   * 5: donations on videos (product type ArtistVideo). Cash sales at the box office fill cash_sales; no event before
   * them carries payment method 'cash', so a replay gives the same rows and the version stays.
   */
  version: 5,
  eventTypes: [...REPORTED_EVENTS, ...MEMBERSHIP_PAYMENT_EVENTS, ...DONATION_PAYMENT_EVENTS],
  tables: ['reporting.revenue_facts'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.revenue_facts (
    id text PRIMARY KEY,
    owner_id uuid NOT NULL,
    order_id uuid NOT NULL,
    occurred_at timestamptz NOT NULL,
    product_type text NOT NULL,
    event_id uuid NOT NULL,
    event_name text NOT NULL,
    category_id uuid,
    category_name text,
    attendee text NOT NULL,
    currency text NOT NULL,
    gross_sales bigint NOT NULL,
    online_sales bigint NOT NULL,
    terminal_sales bigint NOT NULL,
    cash_sales bigint NOT NULL,
    refunds bigint NOT NULL,
    provider_fees bigint NOT NULL,
    platform_fees bigint NOT NULL,
    net_sales bigint NOT NULL
  );
  CREATE INDEX IF NOT EXISTS revenue_facts_owner_idx ON reporting.revenue_facts (owner_id, occurred_at);
  -- An event's stats page sums one event's rows.
  CREATE INDEX IF NOT EXISTS revenue_facts_event_idx ON reporting.revenue_facts (event_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const event of reportedFeed(events)) {
      if (event.type === 'OrderItemCancelled') continue; // no money moves
      if (event.type === 'DonationPaid') {
        // A donation is an online sale of the video; the platform's and the provider's fees come out of it.
        const donation = event.data;
        await client.query(
          `INSERT INTO reporting.revenue_facts (id, owner_id, order_id, occurred_at, product_type, event_id, event_name, category_id, category_name, attendee, currency,
             gross_sales, online_sales, terminal_sales, cash_sales, refunds, provider_fees, platform_fees, net_sales)
           VALUES ($1, $2, $3, $4, 'ArtistVideo', $5, $6, NULL, NULL, $7, $8, $9, $9, 0, 0, 0, $10, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          [
            `donation-${donation.donationId}`, donation.owner.id, donation.donationId, donation.paidAt, donation.video.id, donation.video.title, donorKey(donation),
            donation.currency, donation.amount, donation.providerFee, donation.platformFee, donationNet(donation),
          ],
        );
        continue;
      }
      if (event.type !== 'OrderCompleted' && event.type !== 'OrderItemRefunded') {
        const paid = paymentOf(event);
        if (!paid) continue;
        // A membership payment is an online sale of the tier; the platform's and the provider's fees come out of it.
        const { subscription, payment } = paid;
        await client.query(
          `INSERT INTO reporting.revenue_facts (id, owner_id, order_id, occurred_at, product_type, event_id, event_name, category_id, category_name, attendee, currency,
             gross_sales, online_sales, terminal_sales, cash_sales, refunds, provider_fees, platform_fees, net_sales)
           VALUES ($1, $2, $3, $4, 'MembershipTier', $5, $6, NULL, NULL, $7, $8, $9, $9, 0, 0, 0, $10, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          [
            `membership-${payment.paymentId}`, subscription.ownerId, payment.paymentId, payment.paidAt, subscription.tierId, subscription.tierName, memberKey(subscription),
            payment.currency, payment.amount, payment.providerFee, payment.platformFee, payment.amount - payment.platformFee - payment.providerFee,
          ],
        );
        continue;
      }
      if (event.type === 'OrderItemRefunded') {
        // The buyer gets price and fee back: the platform returns the fee, the seller the price.
        const { order: header, item, buyerEmail, at } = event.data;
        const amount = event.data.amount ?? 0;
        await client.query(
          `INSERT INTO reporting.revenue_facts (id, owner_id, order_id, occurred_at, product_type, event_id, event_name, category_id, category_name, attendee, currency,
             gross_sales, online_sales, terminal_sales, cash_sales, refunds, provider_fees, platform_fees, net_sales)
           VALUES ($1, $2, $3, $4, 'Course', $5, $6, $7, $8, $9, $10, 0, 0, 0, 0, $11, 0, $12, $13)
           ON CONFLICT (id) DO NOTHING`,
          [`refund-${item.itemId}`, header.ownerId, header.orderId, at, header.eventId, header.eventName, header.categoryId, header.categoryName, buyerEmail.trim().toLowerCase(), header.currency, amount, -item.fee, -(amount - item.fee)],
        );
        continue;
      }
      const order = event.data;
      const { order: header, totals } = order;
      const providerFees = 0;
      const online = isOnline(order.paymentMethod) ? totals.total : 0;
      const terminal = isTerminal(order.paymentMethod) ? totals.total : 0;
      const cash = isCash(order.paymentMethod) ? totals.total : 0;
      await client.query(
        `INSERT INTO reporting.revenue_facts (id, owner_id, order_id, occurred_at, product_type, event_id, event_name, category_id, category_name, attendee, currency,
           gross_sales, online_sales, terminal_sales, cash_sales, refunds, provider_fees, platform_fees, net_sales)
         VALUES ($1, $2, $3, $4, 'Course', $5, $6, $7, $15, $8, $9, $10, $11, $16, $17, 0, $12, $13, $14)
         ON CONFLICT (id) DO NOTHING`,
        [
          `sale-${header.orderId}`, header.ownerId, header.orderId, order.completedAt, header.eventId, header.eventName, header.categoryId, patronKey(order),
          header.currency, totals.total, online, providerFees, totals.fees, totals.total - totals.fees - providerFees, header.categoryName, terminal, cash,
        ],
      );
    }
  },
};
