import { Migration } from '@mikro-orm/migrations';

/**
 * Private access lists (seed 001 §2.3): an owner's lists of e-mail addresses; a ticket type of scope 'list'
 * is sold only to buyers on one of its lists, or to a buyer holding a listed buyer's share code
 * (`initial_quantity_per_code` tickets per code, counted under the ticket type's lock through the holds that
 * name the code). Promoter links: an order remembers who promoted it. Referrals: who brought an account to
 * the platform, and the referral payouts made to them.
 */
export class Migration20261206000000PrivateListsPromotersReferrals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE ticketing.custom_user_lists (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id),
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX custom_user_lists_owner_idx ON ticketing.custom_user_lists (owner_id, created_at)`);
    // E-mails are stored trimmed and lowercased, so one address is on a list once.
    this.addSql(`CREATE TABLE ticketing.custom_user_list_users (
      id uuid PRIMARY KEY,
      list_id uuid NOT NULL REFERENCES ticketing.custom_user_lists (id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(btrim(email))),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (list_id, email)
    )`);
    this.addSql(`CREATE INDEX custom_user_list_users_email_idx ON ticketing.custom_user_list_users (email)`);
    this.addSql(`CREATE TABLE ticketing.ticket_type_lists (
      ticket_type_id uuid NOT NULL REFERENCES ticketing.ticket_types (id) ON DELETE CASCADE,
      list_id uuid NOT NULL REFERENCES ticketing.custom_user_lists (id) ON DELETE CASCADE,
      PRIMARY KEY (ticket_type_id, list_id)
    )`);
    this.addSql(`CREATE INDEX ticket_type_lists_list_idx ON ticketing.ticket_type_lists (list_id)`);
    this.addSql(`ALTER TABLE ticketing.ticket_types ADD COLUMN initial_quantity_per_code integer CHECK (initial_quantity_per_code >= 1)`);
    // One share code per listed buyer (by e-mail) and list ticket type.
    this.addSql(`CREATE TABLE ticketing.list_share_codes (
      code text PRIMARY KEY,
      ticket_type_id uuid NOT NULL REFERENCES ticketing.ticket_types (id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (ticket_type_id, email)
    )`);
    // Tickets held or sold through a share code name it, so its allowance is counted under the ticket type's lock.
    this.addSql(`ALTER TABLE ticketing.holds ADD COLUMN share_code text`);
    this.addSql(`CREATE INDEX holds_share_code_idx ON ticketing.holds (share_code) WHERE share_code IS NOT NULL`);

    this.addSql(`ALTER TABLE accounts.profiles ADD COLUMN referred_by uuid REFERENCES accounts.profiles (id)`);
    this.addSql(`CREATE INDEX profiles_referred_by_idx ON accounts.profiles (referred_by) WHERE referred_by IS NOT NULL`);
    this.addSql(`CREATE TABLE accounts.referral_payouts (
      id uuid PRIMARY KEY,
      referrer_id uuid NOT NULL REFERENCES accounts.profiles (id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      paid_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX referral_payouts_referrer_idx ON accounts.referral_payouts (referrer_id, paid_at DESC)`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE accounts.referral_payouts`);
    this.addSql(`ALTER TABLE accounts.profiles DROP COLUMN referred_by`);
    this.addSql(`ALTER TABLE ticketing.holds DROP COLUMN share_code`);
    this.addSql(`DROP TABLE ticketing.list_share_codes`);
    this.addSql(`ALTER TABLE ticketing.ticket_types DROP COLUMN initial_quantity_per_code`);
    this.addSql(`DROP TABLE ticketing.ticket_type_lists`);
    this.addSql(`DROP TABLE ticketing.custom_user_list_users`);
    this.addSql(`DROP TABLE ticketing.custom_user_lists`);
  }
}
