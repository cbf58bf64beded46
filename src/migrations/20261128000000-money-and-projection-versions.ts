import { Migration } from '@mikro-orm/migrations';

/**
 * Money in 64-bit integers everywhere (an order's amount may pass 2^31 minor units), sales that stay
 * unsettled until their completed order is recorded (Inventory.settle), and the version of the read model
 * each projection's tables were built with (see Projection.version).
 */
export class Migration20261128000000MoneyAndProjectionVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE projections.checkpoints ADD COLUMN version integer`);
    this.addSql(`ALTER TABLE ticketing.ticket_types ALTER COLUMN price TYPE bigint`);
    // A sale stays unsettled until its completed order is recorded (sales made before this were recorded).
    this.addSql(`ALTER TABLE ticketing.holds ADD COLUMN settled boolean NOT NULL DEFAULT true`);
    this.addSql(`CREATE INDEX holds_unsettled_idx ON ticketing.holds (expires_at) WHERE committed AND NOT settled`);
    this.addSql(`ALTER TABLE ticketing.promo_codes ALTER COLUMN amount TYPE bigint`);
    // The default currency is the application's (DEFAULT_CURRENCY), not a second one in the database.
    this.addSql(`ALTER TABLE ticketing.promo_codes ALTER COLUMN currency DROP DEFAULT`);
    this.addSql(`ALTER TABLE accounts.profiles ALTER COLUMN currency DROP DEFAULT`);
    this.addSql(`ALTER TABLE checkout.demo_payments ALTER COLUMN amount TYPE bigint, ALTER COLUMN application_fee TYPE bigint, ALTER COLUMN refunded TYPE bigint`);
    // Created by its projection on the first start; an older one is widened here.
    this.addSql(`ALTER TABLE IF EXISTS checkout.registrations ALTER COLUMN price TYPE bigint, ALTER COLUMN fee TYPE bigint, ALTER COLUMN discount TYPE bigint`);
  }
}
