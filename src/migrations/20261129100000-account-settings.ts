import { Migration } from '@mikro-orm/migrations';

/**
 * Account settings and deletion. The public contact links (public e-mail, phone, website, Instagram,
 * Facebook, X, YouTube, TikTok) stay in `social` under the keys the public profile shows (email, phone,
 * webUrl, instagramUrl, facebookUrl, twitterUrl, youtubeUrl, tiktokUrl); the analytics ids get columns.
 * A deleted account is closed, not removed (`deleted_at`): orders, tickets and reports still name it.
 */
export class Migration20261129100000AccountSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE accounts.profiles
      ADD COLUMN google_analytics_id text,
      ADD COLUMN meta_pixel_id text,
      ADD COLUMN google_tag_manager_container_id text,
      ADD COLUMN deleted_at timestamptz`);
  }
}
