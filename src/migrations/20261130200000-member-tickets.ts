import { Migration } from '@mikro-orm/migrations';

/** Members-only ticket types list the membership tiers whose members may buy them (seed 002 §5). */
export class Migration20261130200000MemberTickets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE ticketing.ticket_types ADD COLUMN membership_tier_ids uuid[] NOT NULL DEFAULT '{}'`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE ticketing.ticket_types DROP COLUMN membership_tier_ids`);
  }
}
