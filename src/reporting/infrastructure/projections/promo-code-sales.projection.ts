import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, fromRows, type Column } from '../../../shared/projections/set-writes.js';
import { REPORTED_EVENTS, reportedEvents } from './order-facts.js';

const ORDER_COLUMNS: Column[] = [
  ['order_id', 'uuid'],
  ['event_date_id', 'uuid'],
  ['code', 'text'],
  ['currency', 'text'],
];
const SALE_COLUMNS: Column[] = [
  ['event_date_id', 'uuid'],
  ['code', 'text'],
  ['currency', 'text'],
  ['owner_id', 'uuid'],
  ['event_id', 'uuid'],
  ['tickets', 'integer'],
  ['discounts', 'bigint'],
  ['revenue', 'bigint'],
];
const RETURN_COLUMNS: Column[] = [
  ['order_id', 'uuid'],
  ['price', 'bigint'],
];

/**
 * `reporting.promo_code_sales`: what each promo code sold per event date and currency: completed orders
 * with the code, their tickets, what the code took off them and their revenue (ticket prices after
 * discounts, like `event_sales`); a refunded or cancelled ticket comes off tickets and revenue.
 * `reporting.promo_code_orders` remembers each such order's code, as a ticket's refund does not carry it.
 */
export const promoCodeSalesProjection: Projection = {
  name: 'reporting_promo_code_sales',
  version: 1,
  eventTypes: REPORTED_EVENTS,
  tables: ['reporting.promo_code_sales', 'reporting.promo_code_orders'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.promo_code_sales (
    owner_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_date_id uuid NOT NULL,
    code text NOT NULL,
    currency text NOT NULL,
    orders integer NOT NULL,
    tickets integer NOT NULL,
    discounts bigint NOT NULL,
    revenue bigint NOT NULL,
    PRIMARY KEY (event_date_id, code, currency)
  );
  CREATE INDEX IF NOT EXISTS promo_code_sales_event_idx ON reporting.promo_code_sales (event_id);
  CREATE TABLE IF NOT EXISTS reporting.promo_code_orders (
    order_id uuid PRIMARY KEY,
    event_date_id uuid NOT NULL,
    code text NOT NULL,
    currency text NOT NULL
  )`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const facts = reportedEvents(events);
    // Each order with a code, remembered; only the ones new here are counted (a replayed one was already).
    const orders = facts.flatMap((event, at) => (event.type === 'OrderCompleted' && event.data.promoCode ? [{ at, data: event.data }] : []));
    const remembered = await insertRows<{ order_id: string }>(
      client,
      'reporting.promo_code_orders',
      ORDER_COLUMNS,
      orders.map(({ data }) => [data.order.orderId, data.order.eventDateId, data.promoCode, data.order.currency]),
      'ON CONFLICT (order_id) DO NOTHING RETURNING order_id',
    );
    const counted = new Set(remembered.map((row) => row.order_id));
    /** Where in the batch each order's code was remembered, for orders new here. */
    const newAt = new Map<string, number>();
    const sales: unknown[][] = [];
    for (const { at, data } of orders) {
      const { order: header, tickets, promoCode } = data;
      if (!counted.has(header.orderId) || newAt.has(header.orderId)) continue; // counted already
      newAt.set(header.orderId, at);
      // A member benefit's discount is the benefit's (the ticket names it), not the code's.
      const discounts = tickets.reduce((sum, t) => sum + (t.benefitId ? 0 : t.discount), 0);
      sales.push([header.eventDateId, promoCode, header.currency, header.ownerId, header.eventId, tickets.length, discounts, tickets.reduce((sum, t) => sum + t.price, 0)]);
    }
    if (sales.length) {
      const { from, params } = fromRows(SALE_COLUMNS, sales);
      await client.query(
        `INSERT INTO reporting.promo_code_sales (owner_id, event_id, event_date_id, code, currency, orders, tickets, discounts, revenue)
         SELECT (array_agg(owner_id ORDER BY ord))[1], (array_agg(event_id ORDER BY ord))[1], event_date_id, code, currency, count(*), sum(tickets), sum(discounts), sum(revenue)
         FROM ${from} GROUP BY event_date_id, code, currency
         ON CONFLICT (event_date_id, code, currency) DO UPDATE SET
           orders = reporting.promo_code_sales.orders + EXCLUDED.orders,
           tickets = reporting.promo_code_sales.tickets + EXCLUDED.tickets,
           discounts = reporting.promo_code_sales.discounts + EXCLUDED.discounts,
           revenue = reporting.promo_code_sales.revenue + EXCLUDED.revenue`,
        params,
      );
    }
    // A refunded or cancelled ticket of an order with a code comes off its code's row. The row exists from the
    // moment the order's code is remembered (both are written together), so subtracting after the sales above is
    // as event by event; a ticket change before its order was remembered (never in one stream) changes nothing.
    const returns = facts.flatMap((event, at) => {
      if (event.type === 'OrderCompleted') return [];
      const orderId = event.data.order.orderId;
      const rememberedAt = newAt.get(orderId);
      return rememberedAt === undefined || rememberedAt < at ? [[orderId, event.data.item.price]] : [];
    });
    if (returns.length) {
      const { from, params } = fromRows(RETURN_COLUMNS, returns, 'x');
      await client.query(
        `UPDATE reporting.promo_code_sales s SET tickets = s.tickets - r.tickets, revenue = s.revenue - r.revenue
           FROM (SELECT o.event_date_id, o.code, o.currency, count(*) AS tickets, sum(x.price) AS revenue
                   FROM ${from} JOIN reporting.promo_code_orders o ON o.order_id = x.order_id GROUP BY o.event_date_id, o.code, o.currency) r
          WHERE s.event_date_id = r.event_date_id AND s.code = r.code AND s.currency = r.currency`,
        params,
      );
    }
  },
};
