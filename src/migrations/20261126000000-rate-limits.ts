import { Migration } from '@mikro-orm/migrations';

/** Attempt counters of the rate limits (sign-up, log-in, code checks), shared by every API process. */
export class Migration20261126000000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS limits`);
    this.addSql(`CREATE TABLE limits.counters (
      key text NOT NULL,
      window_start bigint NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (key, window_start)
    )`);
    this.addSql(`DROP TABLE IF EXISTS accounts.login_failures`);
  }
}
