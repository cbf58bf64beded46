import { Migration } from '@mikro-orm/migrations';

/**
 * Lookups of memberships that would otherwise read whole tables: every Stripe subscription event finds our
 * price by its Stripe price id, and the public membership page finds the members-only tickets of its tiers.
 */
export class Migration20261130500000MembershipLookups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX prices_stripe_price_idx ON membership.prices (stripe_price_id) WHERE stripe_price_id IS NOT NULL`);
    this.addSql(`CREATE INDEX ticket_types_member_tiers_idx ON ticketing.ticket_types USING gin (membership_tier_ids) WHERE visibility_scope = 'member'`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX membership.prices_stripe_price_idx`);
    this.addSql(`DROP INDEX ticketing.ticket_types_member_tiers_idx`);
  }
}
