import { Migration } from '@mikro-orm/migrations';

/**
 * Reserved seating: the owners' seat charts (a venue's chart, versioned, reused by events), the chart an event
 * uses, the chart categories each ticket type sells, and the seat inventory of each date: one row per place (a
 * seat, or one place of a general-admission area), held for an order beside its ticket holds, then sold.
 */
export class Migration20261209000000Seating extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE ticketing.seat_charts (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      version integer NOT NULL DEFAULT 1,
      definition jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX seat_charts_owner_idx ON ticketing.seat_charts (owner_id)`);
    this.addSql(`ALTER TABLE ticketing.events ADD COLUMN seat_chart_id uuid REFERENCES ticketing.seat_charts (id)`);
    this.addSql(`CREATE INDEX events_seat_chart_idx ON ticketing.events (seat_chart_id) WHERE seat_chart_id IS NOT NULL`);
    this.addSql(`ALTER TABLE ticketing.ticket_types ADD COLUMN seats_category_keys integer[] NOT NULL DEFAULT '{}'`);
    // Free: no order and not blocked (or a hold past its deadline). Held: an order and a deadline ahead.
    // Sold: an order, no deadline, and the ticket (item) it went to.
    this.addSql(`CREATE TABLE ticketing.seats (
      event_date_id uuid NOT NULL,
      label text NOT NULL,
      place integer NOT NULL DEFAULT 1,
      category_key integer NOT NULL,
      order_id uuid,
      held_until timestamptz,
      hold_token text,
      item_id uuid,
      blocked text CHECK (blocked IN ('not_for_sale', 'kept')),
      PRIMARY KEY (event_date_id, label, place)
    )`);
    this.addSql(`CREATE INDEX seats_order_idx ON ticketing.seats (order_id) WHERE order_id IS NOT NULL`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE ticketing.seats`);
    this.addSql(`ALTER TABLE ticketing.ticket_types DROP COLUMN seats_category_keys`);
    this.addSql(`ALTER TABLE ticketing.events DROP COLUMN seat_chart_id`);
    this.addSql(`DROP TABLE ticketing.seat_charts`);
  }
}
