import { randomBytes } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';

/**
 * The installation's key that signs membership claim links (the invitation e-mail of a member added by
 * hand): one row, generated here so every installation has its own.
 */
export class Migration20261130600000MembershipClaimKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS membership`);
    this.addSql(`CREATE TABLE membership.keys (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      claim_key text NOT NULL
    )`);
    this.addSql(`INSERT INTO membership.keys (claim_key) VALUES ('${randomBytes(32).toString('base64url')}')`);
  }
}
