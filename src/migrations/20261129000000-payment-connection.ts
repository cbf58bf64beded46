import { Migration } from '@mikro-orm/migrations';

/**
 * A connected payment account is not yet one that takes payments: Stripe says when it may charge cards
 * (charges_enabled) and pay out, in `account.updated` events that may arrive late or twice; the time of
 * the newest one read is kept so that an older one never overwrites it.
 */
export class Migration20261129000000PaymentConnection extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE accounts.profiles
      ADD COLUMN stripe_charges_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN stripe_payouts_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN stripe_account_updated_at timestamptz`);
    // Accounts connected before this could already take payments.
    this.addSql(`UPDATE accounts.profiles SET stripe_charges_enabled = true, stripe_payouts_enabled = true WHERE stripe_account_id IS NOT NULL`);
  }
}
