import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts: the demo gateway's connected accounts (when no Stripe key is set), one per owner, which its
 * simulated onboarding enables. Stripe keeps the real ones.
 */
export class Migration20261129200000Payouts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE checkout.demo_connect_accounts (
      id text PRIMARY KEY,
      owner_id uuid NOT NULL UNIQUE,
      owner_type text NOT NULL,
      email text,
      country text,
      details_submitted boolean NOT NULL DEFAULT false,
      charges_enabled boolean NOT NULL DEFAULT false,
      payouts_enabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Payouts are summed from the succeeded demo payments of one account.
    this.addSql(`CREATE INDEX demo_payments_destination ON checkout.demo_payments (destination, created_at) WHERE status = 'succeeded'`);
  }
}
