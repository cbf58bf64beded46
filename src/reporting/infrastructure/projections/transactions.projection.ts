import type pg from 'pg';
import { readOrderEvent, type TicketSeatChanged } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, insertRows, fromRows, type Column } from '../../../shared/projections/set-writes.js';
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
    const facts: Fact[] = [];
    for (const recorded of events) {
      if (recorded.type === 'TicketSeatChanged') facts.push(seatChange(readOrderEvent(recorded).data as TicketSeatChanged));
      else for (const event of reportedFeed([recorded])) facts.push(...factsOf(event));
    }
    // Changes apply to rows already there: a new row after a change to it in the batch starts a new run.
    for (const run of inOrderedRuns(facts, (fact) => [{ row: fact.id, stage: 'row' in fact ? 0 : 1 }])) {
      await insertRows(client, 'reporting.transactions', COLUMNS, run.flatMap((fact) => ('row' in fact ? [fact.row] : [])), 'ON CONFLICT (id) DO NOTHING');
      await applyChanges(client, run.filter((fact): fact is Change => !('row' in fact)));
    }
  },
};

const COLUMNS: Column[] = [
  ['id', 'uuid'],
  ['owner_id', 'uuid'],
  ['date', 'timestamptz'],
  ['user_id', 'uuid'],
  ['user_first_name', 'text'],
  ['user_last_name', 'text'],
  ['user_email', 'text'],
  ['amount', 'bigint'],
  ['currency', 'text'],
  ['payment_method', 'text'],
  ['status', 'text'],
  ['product_type', 'text'],
  ['product_id', 'uuid'],
  ['product_name', 'text'],
  ['product_date', 'timestamptz'],
  ['event_date_id', 'uuid'],
  ['order_items', 'jsonb'],
  ['subtotal', 'bigint'],
  ['donation', 'bigint'],
  ['discounts', 'bigint'],
  ['total', 'bigint'],
  ['platform_fee', 'bigint'],
  ['provider_fee', 'bigint'],
  ['refunded_amount', 'bigint'],
  ['net_amount', 'bigint'],
  ['promoter_id', 'uuid'],
  ['promoter_name', 'text'],
  ['promoter_username', 'text'],
  ['promoter_type', 'text'],
];

/** A new row (an order, a membership payment, a donation), in COLUMNS' order. */
interface NewRow {
  id: string;
  row: unknown[];
}

/**
 * A change to an order's row: new values of some of its items' fields (`status`, `seat`), and for a refund
 * or cancellation the money it moves.
 */
interface Change {
  id: string;
  items: Record<string, { status?: string; seat?: string | null }>;
  /** A ticket refunded or cancelled: the amounts are recomputed (a seat change leaves them). */
  money: boolean;
  refunded: boolean;
  refundedAmount: number;
  feeBack: number;
}

type Fact = NewRow | Change;

function factsOf(event: ReportedFact): Fact[] {
  if (event.type === 'OrderCompleted') return [orderRow(event.data)];
  if (event.type === 'DonationPaid') return [donationRow(event.data)];
  if (event.type !== 'OrderItemCancelled' && event.type !== 'OrderItemRefunded') {
    const paid = paymentOf(event);
    return paid ? [membershipPaymentRow(paid)] : [];
  }
  const change = event.data;
  const refunded = event.type === 'OrderItemRefunded';
  // The ticket's status in the items; a refund gives back price and fee: the platform fee shrinks by the
  // ticket's fee and the seller's net by its price.
  return [
    {
      id: change.order.orderId,
      items: { [change.item.itemId]: { status: refunded ? 'Refunded' : 'Canceled' } },
      money: true,
      refunded,
      refundedAmount: refunded ? (change.amount ?? 0) : 0,
      feeBack: refunded ? change.item.fee : 0,
    },
  ];
}

/** A ticket moved to another seat: its item shows the new one. */
const seatChange = (change: TicketSeatChanged): Change => ({
  id: change.order.orderId,
  items: { [change.item.itemId]: { seat: seatOf(change.item.seat) } },
  money: false,
  refunded: false,
  refundedAmount: 0,
  feeBack: 0,
});

/**
 * The changes of a run, one UPDATE: per order, its items' fields as the last change set them, and the money
 * of all its refunds and cancellations (the status follows the refunded amount, so the last one decides it).
 */
async function applyChanges(client: pg.PoolClient, changes: readonly Change[]): Promise<void> {
  if (!changes.length) return;
  const perOrder = new Map<string, Change>();
  for (const change of changes) {
    const order = perOrder.get(change.id);
    if (!order) {
      perOrder.set(change.id, { ...change, items: structuredClone(change.items) });
      continue;
    }
    for (const [itemId, fields] of Object.entries(change.items)) order.items[itemId] = { ...order.items[itemId], ...fields };
    order.money ||= change.money;
    order.refunded ||= change.refunded;
    order.refundedAmount += change.refundedAmount;
    order.feeBack += change.feeBack;
  }
  const { from, params } = fromRows(
    [
      ['id', 'uuid'],
      ['items', 'jsonb'],
      ['money', 'boolean'],
      ['refunded', 'boolean'],
      ['refunded_amount', 'bigint'],
      ['fee_back', 'bigint'],
    ],
    [...perOrder.values()].map((c) => [c.id, JSON.stringify(c.items), c.money, c.refunded, c.refundedAmount, c.feeBack]),
    'c',
  );
  await client.query(
    `UPDATE reporting.transactions t SET
       order_items = (SELECT jsonb_agg(CASE WHEN c.items ? (i->>'id') THEN i || (c.items -> (i->>'id')) ELSE i END ORDER BY n)
                      FROM jsonb_array_elements(t.order_items) WITH ORDINALITY AS x(i, n)),
       refunded_amount = t.refunded_amount + c.refunded_amount,
       platform_fee = t.platform_fee - c.fee_back,
       net_amount = CASE WHEN c.money THEN t.total - (t.platform_fee - c.fee_back) - t.provider_fee - (t.refunded_amount + c.refunded_amount) ELSE t.net_amount END,
       status = CASE WHEN c.refunded THEN (CASE WHEN t.refunded_amount + c.refunded_amount >= t.total THEN 'refunded' ELSE 'partially_refunded' END) ELSE t.status END
     FROM ${from}
     WHERE t.id = c.id`,
    params,
  );
}

/** The ticket's seat label; null when it has none. */
const seatOf = (seat: string | null) => seat || null;

function orderRow(order: OrderCompletedData): NewRow {
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
  return {
    id: header.orderId,
    row: [
      header.orderId, header.ownerId, order.completedAt, header.userId, buyer.firstName, buyer.lastName, buyer.email, totals.total, header.currency, order.paymentMethod,
      'completed', 'Course', header.eventId, header.eventName, header.eventStartsAt, header.eventDateId, JSON.stringify(items), totals.subtotal, totals.donation,
      totals.discount, totals.total, totals.fees, providerFee, 0, totals.total - totals.fees - providerFee,
      header.promoter?.id ?? null, header.promoter?.name ?? null, header.promoter?.username ?? null, header.promoter?.type ?? null,
    ],
  };
}

/**
 * A membership payment as an order of one item named after the tier: the member paid the price, the
 * platform's fee and the provider's fee come out of it. Its product date is the payment's (a tier has none).
 */
function membershipPaymentRow({ subscription, payment }: PaidMembership): NewRow {
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
  return {
    id: payment.paymentId,
    row: [
      payment.paymentId, subscription.ownerId, payment.paidAt, subscription.member.userId, firstName, lastName, memberKey(subscription), payment.amount, payment.currency,
      subscription.source, 'completed', 'MembershipTier', subscription.tierId, subscription.tierName, payment.paidAt, null, JSON.stringify(items), payment.amount, 0, 0,
      payment.amount, payment.platformFee, payment.providerFee, 0, payment.amount - payment.platformFee - payment.providerFee, null, null, null, null,
    ],
  };
}

/**
 * A donation as an order of one item 'Donation' of the video: the whole amount is the donation (no
 * tickets), the platform's and the provider's fees come out of it. Its product date is the payment's.
 */
function donationRow(donation: DonationPaid): NewRow {
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
  return {
    id: donation.donationId,
    row: [
      donation.donationId, donation.owner.id, donation.paidAt, donation.donor.userId, donation.donor.firstName.trim(), donation.donor.lastName.trim(), donorKey(donation),
      donation.amount, donation.currency, donation.paymentMethod, 'completed', 'ArtistVideo', donation.video.id, donation.video.title, donation.paidAt, null,
      JSON.stringify(items), 0, donation.amount, 0, donation.amount, donation.platformFee, donation.providerFee, 0, donationNet(donation), null, null, null, null,
    ],
  };
}
