import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { DONATION_PAYMENT_EVENTS, donationNet, donorKey } from './donation-facts.js';
import { MEMBERSHIP_PAYMENT_EVENTS, memberKey, paymentOf } from './membership-facts.js';
import { isCash, isOnline, isTerminal, patronKey, REPORTED_EVENTS } from './order-facts.js';
import { reportedFeed } from './reported-feed.js';

const COLUMNS: Column[] = [
  ['id', 'text'],
  ['owner_id', 'uuid'],
  ['order_id', 'uuid'],
  ['occurred_at', 'timestamptz'],
  ['product_type', 'text'],
  ['event_id', 'uuid'],
  ['event_name', 'text'],
  ['category_id', 'uuid'],
  ['category_name', 'text'],
  ['attendee', 'text'],
  ['currency', 'text'],
  ['gross_sales', 'bigint'],
  ['online_sales', 'bigint'],
  ['terminal_sales', 'bigint'],
  ['cash_sales', 'bigint'],
  ['refunds', 'bigint'],
  ['provider_fees', 'bigint'],
  ['platform_fees', 'bigint'],
  ['net_sales', 'bigint'],
];

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
    const rows: unknown[][] = [];
    for (const event of reportedFeed(events)) {
      if (event.type === 'OrderItemCancelled') continue; // no money moves
      if (event.type === 'DonationPaid') {
        // A donation is an online sale of the video; the platform's and the provider's fees come out of it.
        const donation = event.data;
        rows.push([
          `donation-${donation.donationId}`, donation.owner.id, donation.donationId, donation.paidAt, 'ArtistVideo', donation.video.id, donation.video.title, null, null,
          donorKey(donation), donation.currency, donation.amount, donation.amount, 0, 0, 0, donation.providerFee, donation.platformFee, donationNet(donation),
        ]);
        continue;
      }
      if (event.type !== 'OrderCompleted' && event.type !== 'OrderItemRefunded') {
        const paid = paymentOf(event);
        if (!paid) continue;
        // A membership payment is an online sale of the tier; the platform's and the provider's fees come out of it.
        const { subscription, payment } = paid;
        rows.push([
          `membership-${payment.paymentId}`, subscription.ownerId, payment.paymentId, payment.paidAt, 'MembershipTier', subscription.tierId, subscription.tierName, null, null,
          memberKey(subscription), payment.currency, payment.amount, payment.amount, 0, 0, 0, payment.providerFee, payment.platformFee,
          payment.amount - payment.platformFee - payment.providerFee,
        ]);
        continue;
      }
      if (event.type === 'OrderItemRefunded') {
        // The buyer gets price and fee back: the platform returns the fee, the seller the price.
        const { order: header, item, buyerEmail, at } = event.data;
        const amount = event.data.amount ?? 0;
        rows.push([
          `refund-${item.itemId}`, header.ownerId, header.orderId, at, 'Course', header.eventId, header.eventName, header.categoryId, header.categoryName,
          buyerEmail.trim().toLowerCase(), header.currency, 0, 0, 0, 0, amount, 0, -item.fee, -(amount - item.fee),
        ]);
        continue;
      }
      const order = event.data;
      const { order: header, totals } = order;
      const providerFees = 0;
      const online = isOnline(order.paymentMethod) ? totals.total : 0;
      const terminal = isTerminal(order.paymentMethod) ? totals.total : 0;
      const cash = isCash(order.paymentMethod) ? totals.total : 0;
      rows.push([
        `sale-${header.orderId}`, header.ownerId, header.orderId, order.completedAt, 'Course', header.eventId, header.eventName, header.categoryId, header.categoryName,
        patronKey(order), header.currency, totals.total, online, terminal, cash, 0, providerFees, totals.fees, totals.total - totals.fees - providerFees,
      ]);
    }
    await insertRows(client, 'reporting.revenue_facts', COLUMNS, rows, 'ON CONFLICT (id) DO NOTHING');
  },
};
