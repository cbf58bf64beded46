import { Migration } from '@mikro-orm/migrations';

/**
 * Card readers for in-person sales: an owner's venues (locations, each also created with the payment
 * provider on the owner's connected account) and the readers registered at them. Without Stripe, the
 * demo registry keeps its simulated readers in checkout.demo_readers.
 */
export class Migration20261129300000CardReaders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE accounts.locations (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      name text NOT NULL,
      address text NOT NULL,
      apartment text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      state_code text NOT NULL,
      zipcode text NOT NULL,
      country text NOT NULL,
      lat double precision,
      long double precision,
      provider_location_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX locations_owner_idx ON accounts.locations (owner_id)`);
    this.addSql(`CREATE TABLE accounts.card_readers (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      location_id uuid NOT NULL REFERENCES accounts.locations (id) ON DELETE CASCADE,
      name text NOT NULL,
      stripe_reader_id text NOT NULL,
      stripe_serial_number text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX card_readers_owner_idx ON accounts.card_readers (owner_id, created_at)`);
    this.addSql(`CREATE TABLE checkout.demo_readers (
      id text PRIMARY KEY,
      account_id text NOT NULL,
      location_id text NOT NULL,
      label text NOT NULL,
      registration_code text NOT NULL,
      serial_number text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
}
