import { Migration } from '@mikro-orm/migrations';

/**
 * A promo code's usage limit holds under concurrency: an order reserves one use with its ticket holds
 * (same deadline, same transaction, the promo code row locked), the sale turns it into a use, and an
 * expired or cancelled order's reservation counts no more. A committed row stays until the sale is settled,
 * so that an unsettled sale put back on sale gives its use back. Every code has a start (seed 001 §5).
 */
export class Migration20261205000000PromoCodeHolds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE ticketing.promo_code_holds (
      order_id uuid PRIMARY KEY,
      promo_code_id uuid NOT NULL REFERENCES ticketing.promo_codes (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      committed boolean NOT NULL DEFAULT false
    )`);
    // Live reservations of a code are counted on every reservation: only uncommitted ones, by deadline.
    this.addSql(`CREATE INDEX promo_code_holds_live_idx ON ticketing.promo_code_holds (promo_code_id, expires_at) WHERE NOT committed`);
    this.addSql(`UPDATE ticketing.promo_codes SET starts_at = created_at WHERE starts_at IS NULL`);
    this.addSql(`ALTER TABLE ticketing.promo_codes ALTER COLUMN starts_at SET DEFAULT now(), ALTER COLUMN starts_at SET NOT NULL`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE ticketing.promo_codes ALTER COLUMN starts_at DROP NOT NULL, ALTER COLUMN starts_at DROP DEFAULT`);
    this.addSql(`DROP TABLE ticketing.promo_code_holds`);
  }
}
