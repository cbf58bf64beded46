import { Migration } from '@mikro-orm/migrations';

/**
 * The connected account a tier's Stripe product and its prices' Stripe prices were made on: an owner who
 * connects another account gets them made again there. Ids stored before (no account) are made again on
 * the owner's current account at the next subscribe.
 */
export class Migration20261130400000MembershipStripeAccount extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE membership.tiers ADD COLUMN stripe_account_id text NULL`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE membership.tiers DROP COLUMN stripe_account_id`);
  }
}
