import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, insertRows, fromRows, type Column } from '../../../shared/projections/set-writes.js';
import { DONATION_PAYMENT_EVENTS, donorKey } from './donation-facts.js';
import { MEMBERSHIP_PAYMENT_EVENTS, memberKey, memberNames, paymentOf } from './membership-facts.js';
import { REPORTED_EVENTS, patronKey } from './order-facts.js';
import { reportedFeed } from './reported-feed.js';

/**
 * Patrons seen in a run, one row per owner and e-mail: the latest name and account win, the earliest dates
 * stay, orders add up (as one upsert per event would leave them).
 */
const UPSERT_PATRONS = (from: string) => `INSERT INTO reporting.patrons (owner_id, email, user_id, first_name, last_name, order_count, first_order_at, membership_since)
  SELECT owner_id, email, (array_agg(user_id ORDER BY ord DESC) FILTER (WHERE user_id IS NOT NULL))[1], (array_agg(first_name ORDER BY ord DESC))[1],
         (array_agg(last_name ORDER BY ord DESC))[1], sum(order_count), min(first_order_at), min(membership_since)
  FROM ${from} GROUP BY owner_id, email
  ON CONFLICT (owner_id, email) DO UPDATE SET
    user_id = coalesce(EXCLUDED.user_id, reporting.patrons.user_id),
    first_name = EXCLUDED.first_name,
    last_name = EXCLUDED.last_name,
    order_count = reporting.patrons.order_count + EXCLUDED.order_count,
    first_order_at = least(reporting.patrons.first_order_at, EXCLUDED.first_order_at),
    membership_since = least(reporting.patrons.membership_since, EXCLUDED.membership_since)`;

const PATRON_COLUMNS: Column[] = [
  ['owner_id', 'uuid'],
  ['email', 'text'],
  ['user_id', 'uuid'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['order_count', 'integer'],
  ['first_order_at', 'timestamptz'],
  ['membership_since', 'timestamptz'],
];
const TOTAL_COLUMNS: Column[] = [
  ['owner_id', 'uuid'],
  ['email', 'text'],
  ['currency', 'text'],
  ['amount', 'bigint'],
];
const EVENT_COLUMNS: Column[] = [
  ['owner_id', 'uuid'],
  ['email', 'text'],
  ['event_id', 'uuid'],
];

/** What one event does: a patron seen, money paid (or refunded: `back`) in a currency, an event attended. */
interface Fact {
  patron?: unknown[];
  total?: { row: unknown[]; back: boolean };
  event?: unknown[];
}

/**
 * `reporting.patrons`: the people who bought from an owner, became their members or donated to their
 * videos, one row per owner and e-mail (the latest name and account win), with how many orders
 * (membership payments and donations included), their first order and when they first became a member;
 * `reporting.patron_totals` holds what each paid per currency (amounts of different currencies are never
 * added); `reporting.patron_events` lists the events each attended, for "events attended".
 */
export const patronsProjection: Projection = {
  name: 'reporting_patrons',
  /**
   * 2: money in bigint columns, sums per currency. 3: members (first membership start) and their membership payments.
   * 4: donors and their donations on videos (an order each; no event attended).
   */
  version: 4,
  eventTypes: [...REPORTED_EVENTS, ...MEMBERSHIP_PAYMENT_EVENTS, ...DONATION_PAYMENT_EVENTS],
  tables: ['reporting.patrons', 'reporting.patron_totals', 'reporting.patron_events'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.patrons (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    user_id uuid,
    first_name text NOT NULL,
    last_name text NOT NULL,
    order_count integer NOT NULL,
    first_order_at timestamptz,
    membership_since timestamptz,
    PRIMARY KEY (owner_id, email)
  );
  CREATE TABLE IF NOT EXISTS reporting.patron_totals (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    currency text NOT NULL,
    total_amount bigint NOT NULL,
    PRIMARY KEY (owner_id, email, currency)
  );
  CREATE TABLE IF NOT EXISTS reporting.patron_events (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    event_id uuid NOT NULL,
    PRIMARY KEY (owner_id, email, event_id)
  )`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const facts: Fact[] = [];
    for (const event of reportedFeed(events)) {
      switch (event.type) {
        case 'OrderCompleted': {
          const order = event.data;
          const { order: header, buyer, totals } = order;
          const email = patronKey(order);
          facts.push({
            patron: [header.ownerId, email, header.userId, buyer.firstName, buyer.lastName, 1, order.completedAt, null],
            total: { row: [header.ownerId, email, header.currency, totals.total], back: false },
            event: [header.ownerId, email, header.eventId],
          });
          break;
        }
        case 'OrderItemRefunded':
          // A refund lowers what the patron paid in the order's currency.
          facts.push({ total: { row: [event.data.order.ownerId, event.data.buyerEmail.trim().toLowerCase(), event.data.order.currency, event.data.amount ?? 0], back: true } });
          break;
        case 'OrderItemCancelled':
          break; // no money moves
        case 'SubscriptionStarted':
        case 'SubscriptionRenewed': {
          // A start makes a member (a manual one too, without a payment); each payment is an order of theirs.
          const { subscription } = event.data;
          const paid = paymentOf(event);
          const email = memberKey(subscription);
          const { firstName, lastName } = memberNames(subscription);
          const since = event.type === 'SubscriptionStarted' ? subscription.startsAt : null;
          facts.push({
            patron: [subscription.ownerId, email, subscription.member.userId, firstName, lastName, paid ? 1 : 0, paid?.payment.paidAt ?? null, since],
            total: paid ? { row: [subscription.ownerId, email, paid.payment.currency, paid.payment.amount], back: false } : undefined,
          });
          break;
        }
        case 'DonationPaid': {
          const donation = event.data;
          const email = donorKey(donation);
          facts.push({
            patron: [donation.owner.id, email, donation.donor.userId, donation.donor.firstName, donation.donor.lastName, 1, donation.paidAt, null],
            total: { row: [donation.owner.id, email, donation.currency, donation.amount], back: false },
          });
          break;
        }
      }
    }
    // A refund lowers a total only once it is there: money paid into it after a refund in the batch starts a new run.
    const steps = (fact: Fact) => (fact.total ? [{ row: fact.total.row.slice(0, 3).join(':'), stage: fact.total.back ? 1 : 0 }] : []);
    for (const run of inOrderedRuns(facts, steps)) {
      const patrons = run.flatMap((fact) => (fact.patron ? [fact.patron] : []));
      if (patrons.length) {
        const { from, params } = fromRows(PATRON_COLUMNS, patrons);
        await client.query(UPSERT_PATRONS(from), params);
      }
      const paid = run.flatMap((fact) => (fact.total && !fact.total.back ? [fact.total.row] : []));
      if (paid.length) {
        const { from, params } = fromRows(TOTAL_COLUMNS, paid);
        await client.query(
          `INSERT INTO reporting.patron_totals (owner_id, email, currency, total_amount) SELECT owner_id, email, currency, sum(amount) FROM ${from} GROUP BY owner_id, email, currency
           ON CONFLICT (owner_id, email, currency) DO UPDATE SET total_amount = reporting.patron_totals.total_amount + EXCLUDED.total_amount`,
          params,
        );
      }
      await insertRows(client, 'reporting.patron_events', EVENT_COLUMNS, run.flatMap((fact) => (fact.event ? [fact.event] : [])), 'ON CONFLICT DO NOTHING');
      const refunds = run.flatMap((fact) => (fact.total?.back ? [fact.total.row] : []));
      if (refunds.length) {
        const { from, params } = fromRows(TOTAL_COLUMNS, refunds);
        await client.query(
          `UPDATE reporting.patron_totals t SET total_amount = t.total_amount - r.amount
           FROM (SELECT owner_id, email, currency, sum(amount) AS amount FROM ${from} GROUP BY owner_id, email, currency) r
           WHERE t.owner_id = r.owner_id AND t.email = r.email AND t.currency = r.currency`,
          params,
        );
      }
    }
  },
};
