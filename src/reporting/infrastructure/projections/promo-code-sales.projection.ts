import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { REPORTED_EVENTS, reportedEvents } from './order-facts.js';

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
    for (const event of reportedEvents(events)) {
      if (event.type !== 'OrderCompleted') {
        const { order: header, item } = event.data;
        await client.query(
          `UPDATE reporting.promo_code_sales s SET tickets = s.tickets - 1, revenue = s.revenue - $2
             FROM reporting.promo_code_orders o
            WHERE o.order_id = $1 AND s.event_date_id = o.event_date_id AND s.code = o.code AND s.currency = o.currency`,
          [header.orderId, item.price],
        );
        continue;
      }
      const { order: header, tickets, promoCode } = event.data;
      if (!promoCode) continue;
      const inserted = await client.query(
        `INSERT INTO reporting.promo_code_orders (order_id, event_date_id, code, currency) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) DO NOTHING`,
        [header.orderId, header.eventDateId, promoCode, header.currency],
      );
      if (!inserted.rowCount) continue; // counted already
      // A member benefit's discount is the benefit's (the ticket names it), not the code's.
      const discounts = tickets.reduce((sum, t) => sum + (t.benefitId ? 0 : t.discount), 0);
      await client.query(
        `INSERT INTO reporting.promo_code_sales (owner_id, event_id, event_date_id, code, currency, orders, tickets, discounts, revenue)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8)
         ON CONFLICT (event_date_id, code, currency) DO UPDATE SET
           orders = reporting.promo_code_sales.orders + 1,
           tickets = reporting.promo_code_sales.tickets + EXCLUDED.tickets,
           discounts = reporting.promo_code_sales.discounts + EXCLUDED.discounts,
           revenue = reporting.promo_code_sales.revenue + EXCLUDED.revenue`,
        [header.ownerId, header.eventId, header.eventDateId, promoCode, header.currency, tickets.length, discounts, tickets.reduce((sum, t) => sum + t.price, 0)],
      );
    }
  },
};
