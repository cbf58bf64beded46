import { Migration } from '@mikro-orm/migrations';

/**
 * Memberships: an owner's tiers (each with one or two recurring prices), benefits (discounts members get on
 * tickets) and the membership page settings. Money is integer minor units in the tier's/benefit's currency,
 * fixed when the row is created. Settings rows are optional: no row means public with a private uuid
 * generated on first read by a manager or first save.
 */
export class Migration20261130000000Membership extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS membership`);
    this.addSql(`CREATE TABLE membership.tiers (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      email_text text NOT NULL DEFAULT '',
      position integer NOT NULL,
      archived boolean NOT NULL DEFAULT false,
      valid_subscriptions_limit integer,
      currency text NOT NULL,
      stripe_product_id text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
    this.addSql(`CREATE INDEX tiers_owner_idx ON membership.tiers (owner_id, position)`);
    this.addSql(`CREATE TABLE membership.prices (
      id uuid PRIMARY KEY,
      tier_id uuid NOT NULL REFERENCES membership.tiers (id) ON DELETE CASCADE,
      amount bigint NOT NULL,
      currency text NOT NULL,
      interval text NOT NULL CHECK (interval IN ('month', 'year')),
      interval_count integer NOT NULL DEFAULT 1,
      position integer NOT NULL,
      archived boolean NOT NULL DEFAULT false,
      stripe_price_id text,
      created_at timestamptz NOT NULL
    )`);
    this.addSql(`CREATE INDEX prices_tier_idx ON membership.prices (tier_id, position)`);
    this.addSql(`CREATE TABLE membership.discounts (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      amount bigint,
      percentage_value integer,
      quantity integer,
      quantity_scope text,
      discount_scope text NOT NULL,
      category_ids uuid[] NOT NULL DEFAULT '{}',
      ticket_ids uuid[] NOT NULL DEFAULT '{}',
      tier_ids uuid[] NOT NULL DEFAULT '{}',
      archived boolean NOT NULL DEFAULT false,
      currency text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
    this.addSql(`CREATE INDEX discounts_owner_idx ON membership.discounts (owner_id)`);
    this.addSql(`CREATE INDEX discounts_tier_ids_idx ON membership.discounts USING gin (tier_ids)`);
    this.addSql(`CREATE TABLE membership.settings (
      owner_id uuid PRIMARY KEY,
      title text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'public' CHECK (status IN ('public', 'private')),
      private_uuid uuid NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
  }
}
