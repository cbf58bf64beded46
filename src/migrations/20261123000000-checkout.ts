import { Migration } from '@mikro-orm/migrations';
import { randomBytes } from 'node:crypto';

/**
 * Checkout: holds on ticket capacity, the owners' promo codes, the demo payment gateway's payments,
 * and the key that signs tickets' QR codes (generated once per installation).
 */
export class Migration20261123000000Checkout extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE ticketing.holds (
      order_id uuid NOT NULL,
      ticket_type_id uuid NOT NULL REFERENCES ticketing.ticket_types (id),
      quantity integer NOT NULL CHECK (quantity > 0),
      expires_at timestamptz NOT NULL,
      committed boolean NOT NULL DEFAULT false,
      PRIMARY KEY (order_id, ticket_type_id)
    )`);
    // Live holds of a ticket type are summed on every hold: only unsold ones, by deadline.
    this.addSql(`CREATE INDEX holds_live_idx ON ticketing.holds (ticket_type_id, expires_at) WHERE NOT committed`);
    this.addSql(`CREATE TABLE ticketing.promo_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id),
      code text NOT NULL,
      amount integer CHECK (amount IS NULL OR amount > 0),
      currency text NOT NULL DEFAULT 'usd',
      percentage_value integer CHECK (percentage_value IS NULL OR percentage_value BETWEEN 1 AND 100),
      quantity integer CHECK (quantity IS NULL OR quantity >= 0),
      uses integer NOT NULL DEFAULT 0,
      starts_at timestamptz,
      ends_at timestamptz,
      scope text NOT NULL DEFAULT 'owner' CHECK (scope IN ('owner', 'course_categories')),
      course_category_ids uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((amount IS NULL) <> (percentage_value IS NULL))
    )`);
    this.addSql(`CREATE UNIQUE INDEX promo_codes_owner_code_idx ON ticketing.promo_codes (owner_id, lower(code))`);
    this.addSql(`CREATE SCHEMA IF NOT EXISTS checkout`);
    this.addSql(`CREATE TABLE checkout.demo_payments (
      id text PRIMARY KEY,
      order_id uuid NOT NULL,
      amount integer NOT NULL,
      currency text NOT NULL,
      application_fee integer NOT NULL,
      destination text,
      status text NOT NULL,
      last_error text,
      idempotency_key text NOT NULL UNIQUE,
      refunded integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE TABLE checkout.settings (key text PRIMARY KEY, value text NOT NULL)`);
    this.addSql(`INSERT INTO checkout.settings (key, value) VALUES ('ticket_signing_key', '${randomBytes(32).toString('base64url')}')`);
  }
}
