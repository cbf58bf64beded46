import { Migration } from '@mikro-orm/migrations';

/** An event's look (light or dark) and the organizer's own page buyers go back to from checkout (seed 000 §3). */
export class Migration20261207000000EventThemeAndReturnUrl extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE ticketing.events ADD COLUMN theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark')), ADD COLUMN return_url text`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE ticketing.events DROP COLUMN theme, DROP COLUMN return_url`);
  }
}
