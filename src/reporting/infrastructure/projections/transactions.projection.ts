import type pg from 'pg';
import { readOrderEvent, type TicketSeatChanged } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import type { DonationPaid } from '../../../checkout/contracts/donation-events.js';
import { DONATION_PAYMENT_EVENTS, donationNet, donorKey, donorName } from './donation-facts.js';
import { MEMBERSHIP_PAYMENT_EVENTS, memberKey, memberNames, paymentOf, type PaidMembership } from './membership-facts.js';
import { REPORTED_EVENTS, type OrderCompletedData } from './order-facts.js';
import { reportedFeed, type ReportedFact } from './reported-feed.js';

/**
 * `reporting.transactions`: one row per completed order, per membership payment and per paid donation, the
 * order report row of seed 001 §3 with its items and payment details. Money in minor units of `currency`.
 * Each ticket keeps its seat, following the organizer's moves.
 */
export const transactionsProjection: Projection = {
  name: 'reporting_transactions',
  /**
   * 2: money in bigint columns, sums per currency. 3: membership payments (product type MembershipTier, no event date).
   * 4: donations on videos (product type ArtistVideo, no event date). 5: the order's promoter. 6: each item's seat.
   */
  version: 6,
  eventTypes: [...REPORTED_EVENTS, 'TicketSeatChanged', ...MEMBERSHIP_PAYMENT_EVENTS, ...DONATION_PAYMENT_EVENTS],
  tables: ['reporting.transactions'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.transactions (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL,
    date timestamptz NOT NULL,
    user_id uuid,
    user_first_name text NOT NULL,
    user_last_name text NOT NULL,
    user_email text NOT NULL,
    amount bigint NOT NULL,
    currency text NOT NULL,
    payment_method text NOT NULL,
    status text NOT NULL,
    product_type text NOT NULL,
    product_id uuid NOT NULL,
    product_name text NOT NULL,
    product_date timestamptz NOT NULL,
    event_date_id uuid,
    order_items jsonb NOT NULL,
    subtotal bigint NOT NULL,
    donation bigint NOT NULL,
    discounts bigint NOT NULL,
    total bigint NOT NULL,
    platform_fee bigint NOT NULL,
    provider_fee bigint NOT NULL,
    refunded_amount bigint NOT NULL,
    net_amount bigint NOT NULL,
    promoter_id uuid,
    promoter_name text,
    promoter_username text,
    promoter_type text
  );
  CREATE INDEX IF NOT EXISTS transactions_owner_date_idx ON reporting.transactions (owner_id, date DESC);
  CREATE INDEX IF NOT EXISTS transactions_owner_email_idx ON reporting.transactions (owner_id, user_email);
  -- An event's stats page reads one event's orders, or one date's.
  CREATE INDEX IF NOT EXISTS transactions_product_idx ON reporting.transactions (product_id, event_date_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const recorded of events) {
      if (recorded.type === 'TicketSeatChanged') await changeSeat(client, readOrderEvent(recorded).data as TicketSeatChanged);
      else for (const event of reportedFeed([recorded])) await applyFact(client, event);
    }
  },
};

async function applyFact(client: pg.PoolClient, event: ReportedFact): Promise<void> {
  if (event.type === 'OrderCompleted') return insertOrder(client, event.data);
  if (event.type === 'DonationPaid') return insertDonation(client, event.data);
  if (event.type !== 'OrderItemCancelled' && event.type !== 'OrderItemRefunded') {
    const paid = paymentOf(event);
    if (paid) await insertMembershipPayment(client, paid);
    return;
  }
  const change = event.data;
  const refunded = event.type === 'OrderItemRefunded';
  // The ticket's status in the items; a refund gives back price and fee: the platform fee shrinks by the
  // ticket's fee and the seller's net by its price.
  await client.query(
    `UPDATE reporting.transactions SET
       order_items = (SELECT jsonb_agg(CASE WHEN i->>'id' = $2 THEN jsonb_set(i, '{status}', to_jsonb($3::text)) ELSE i END ORDER BY n)
                      FROM jsonb_array_elements(order_items) WITH ORDINALITY AS x(i, n)),
       refunded_amount = refunded_amount + $4,
       platform_fee = platform_fee - $5,
       net_amount = total - (platform_fee - $5) - provider_fee - (refunded_amount + $4)
     WHERE id = $1`,
    [change.order.orderId, change.item.itemId, refunded ? 'Refunded' : 'Canceled', refunded ? (change.amount ?? 0) : 0, refunded ? change.item.fee : 0],
  );
  if (refunded) {
    await client.query(`UPDATE reporting.transactions SET status = CASE WHEN refunded_amount >= total THEN 'refunded' ELSE 'partially_refunded' END WHERE id = $1`, [
      change.order.orderId,
    ]);
  }
}

/** A ticket moved to another seat: its item shows the new one. */
async function changeSeat(client: pg.PoolClient, change: TicketSeatChanged): Promise<void> {
  await client.query(
    `UPDATE reporting.transactions SET
       order_items = (SELECT jsonb_agg(CASE WHEN i->>'id' = $2 THEN jsonb_set(i, '{seat}', coalesce(to_jsonb($3::text), 'null'::jsonb)) ELSE i END ORDER BY n)
                      FROM jsonb_array_elements(order_items) WITH ORDINALITY AS x(i, n))
     WHERE id = $1`,
    [change.order.orderId, change.item.itemId, seatOf(change.item.seat)],
  );
}

/** The ticket's seat label; null when it has none. */
const seatOf = (seat: string | null) => seat || null;

async function insertOrder(client: pg.PoolClient, order: OrderCompletedData): Promise<void> {
  const { order: header, totals, buyer } = order;
  const items = order.tickets.map((t) => ({
    id: t.itemId,
    name: t.name,
    patron: `${t.firstName} ${t.lastName}`.trim(),
    price: t.price,
    fee: t.fee,
    discountAmount: t.discount,
    discountName: t.discountName ?? (t.discount > 0 ? 'Promo code' : null),
    status: 'Active',
    registrationId: t.itemId,
    seat: seatOf(t.seat),
  }));
  const providerFee = 0;
  await client.query(
    `INSERT INTO reporting.transactions (id, owner_id, date, user_id, user_first_name, user_last_name, user_email, amount, currency, payment_method,
       status, product_type, product_id, product_name, product_date, event_date_id, order_items, subtotal, donation, discounts, total,
       platform_fee, provider_fee, refunded_amount, net_amount, promoter_id, promoter_name, promoter_username, promoter_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'completed', 'Course', $11, $12, $13, $14, $15, $16, $17, $18, $8, $19, $20, 0, $21, $22, $23, $24, $25)
     ON CONFLICT (id) DO NOTHING`,
    [
      header.orderId, header.ownerId, order.completedAt, header.userId, buyer.firstName, buyer.lastName, buyer.email, totals.total, header.currency,
      order.paymentMethod, header.eventId, header.eventName, header.eventStartsAt, header.eventDateId, JSON.stringify(items), totals.subtotal,
      totals.donation, totals.discount, totals.fees, providerFee, totals.total - totals.fees - providerFee,
      header.promoter?.id ?? null, header.promoter?.name ?? null, header.promoter?.username ?? null, header.promoter?.type ?? null,
    ],
  );
}

/**
 * A membership payment as an order of one item named after the tier: the member paid the price, the
 * platform's fee and the provider's fee come out of it. Its product date is the payment's (a tier has none).
 */
async function insertMembershipPayment(client: pg.PoolClient, { subscription, payment }: PaidMembership): Promise<void> {
  const { firstName, lastName } = memberNames(subscription);
  const items = [
    {
      id: payment.paymentId,
      name: subscription.tierName,
      patron: subscription.member.name.trim(),
      price: payment.amount,
      fee: 0,
      discountAmount: 0,
      discountName: null,
      status: 'Active',
      registrationId: payment.paymentId,
      seat: null,
    },
  ];
  await client.query(
    `INSERT INTO reporting.transactions (id, owner_id, date, user_id, user_first_name, user_last_name, user_email, amount, currency, payment_method,
       status, product_type, product_id, product_name, product_date, event_date_id, order_items, subtotal, donation, discounts, total,
       platform_fee, provider_fee, refunded_amount, net_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'completed', 'MembershipTier', $11, $12, $3, NULL, $13, $8, 0, 0, $8, $14, $15, 0, $16)
     ON CONFLICT (id) DO NOTHING`,
    [
      payment.paymentId, subscription.ownerId, payment.paidAt, subscription.member.userId, firstName, lastName, memberKey(subscription), payment.amount, payment.currency,
      subscription.source, subscription.tierId, subscription.tierName, JSON.stringify(items), payment.platformFee, payment.providerFee,
      payment.amount - payment.platformFee - payment.providerFee,
    ],
  );
}

/**
 * A donation as an order of one item 'Donation' of the video: the whole amount is the donation (no
 * tickets), the platform's and the provider's fees come out of it. Its product date is the payment's.
 */
async function insertDonation(client: pg.PoolClient, donation: DonationPaid): Promise<void> {
  const items = [
    {
      id: donation.donationId,
      name: 'Donation',
      patron: donorName(donation),
      price: donation.amount,
      fee: 0,
      discountAmount: 0,
      discountName: null,
      status: 'Active',
      registrationId: donation.donationId,
      seat: null,
    },
  ];
  await client.query(
    `INSERT INTO reporting.transactions (id, owner_id, date, user_id, user_first_name, user_last_name, user_email, amount, currency, payment_method,
       status, product_type, product_id, product_name, product_date, event_date_id, order_items, subtotal, donation, discounts, total,
       platform_fee, provider_fee, refunded_amount, net_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'completed', 'ArtistVideo', $11, $12, $3, NULL, $13, 0, $8, 0, $8, $14, $15, 0, $16)
     ON CONFLICT (id) DO NOTHING`,
    [
      donation.donationId, donation.owner.id, donation.paidAt, donation.donor.userId, donation.donor.firstName.trim(), donation.donor.lastName.trim(), donorKey(donation),
      donation.amount, donation.currency, donation.paymentMethod, donation.video.id, donation.video.title, JSON.stringify(items), donation.platformFee,
      donation.providerFee, donationNet(donation),
    ],
  );
}
