import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { DONATION_PAYMENT_EVENTS, donorKey } from './donation-facts.js';
import { MEMBERSHIP_PAYMENT_EVENTS, memberKey, memberNames, paymentOf } from './membership-facts.js';
import { REPORTED_EVENTS, patronKey } from './order-facts.js';
import { reportedFeed } from './reported-feed.js';

/** A patron seen in an order, a subscription or a donation: the latest name and account win, the earliest dates stay. */
const UPSERT_PATRON = `INSERT INTO reporting.patrons (owner_id, email, user_id, first_name, last_name, order_count, first_order_at, membership_since)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (owner_id, email) DO UPDATE SET
    user_id = coalesce(EXCLUDED.user_id, reporting.patrons.user_id),
    first_name = EXCLUDED.first_name,
    last_name = EXCLUDED.last_name,
    order_count = reporting.patrons.order_count + EXCLUDED.order_count,
    first_order_at = least(reporting.patrons.first_order_at, EXCLUDED.first_order_at),
    membership_since = least(reporting.patrons.membership_since, EXCLUDED.membership_since)`;

const ADD_TOTAL = `INSERT INTO reporting.patron_totals (owner_id, email, currency, total_amount) VALUES ($1, $2, $3, $4)
  ON CONFLICT (owner_id, email, currency) DO UPDATE SET total_amount = reporting.patron_totals.total_amount + EXCLUDED.total_amount`;

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
    for (const event of reportedFeed(events)) {
      switch (event.type) {
        case 'OrderCompleted': {
          const order = event.data;
          const { order: header, buyer, totals } = order;
          const email = patronKey(order);
          await client.query(UPSERT_PATRON, [header.ownerId, email, header.userId, buyer.firstName, buyer.lastName, 1, order.completedAt, null]);
          await client.query(ADD_TOTAL, [header.ownerId, email, header.currency, totals.total]);
          await client.query('INSERT INTO reporting.patron_events (owner_id, email, event_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [header.ownerId, email, header.eventId]);
          break;
        }
        case 'OrderItemRefunded':
          // A refund lowers what the patron paid in the order's currency.
          await client.query('UPDATE reporting.patron_totals SET total_amount = total_amount - $4 WHERE owner_id = $1 AND email = $2 AND currency = $3', [
            event.data.order.ownerId,
            event.data.buyerEmail.trim().toLowerCase(),
            event.data.order.currency,
            event.data.amount ?? 0,
          ]);
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
          await client.query(UPSERT_PATRON, [subscription.ownerId, email, subscription.member.userId, firstName, lastName, paid ? 1 : 0, paid?.payment.paidAt ?? null, since]);
          if (paid) await client.query(ADD_TOTAL, [subscription.ownerId, email, paid.payment.currency, paid.payment.amount]);
          break;
        }
        case 'DonationPaid': {
          const donation = event.data;
          const email = donorKey(donation);
          await client.query(UPSERT_PATRON, [donation.owner.id, email, donation.donor.userId, donation.donor.firstName, donation.donor.lastName, 1, donation.paidAt, null]);
          await client.query(ADD_TOTAL, [donation.owner.id, email, donation.currency, donation.amount]);
          break;
        }
      }
    }
  },
};
