import { Migration } from '@mikro-orm/migrations';

/**
 * Feature flags become one list per account (a later beta needs no new column), and what site admins do in
 * the Super Admin panel is recorded: who, what, on which account, when. The log keeps no foreign keys so
 * that it outlives deleted accounts.
 */
export class Migration20261129600000FeatureFlagsAndAdminActions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE accounts.profiles ADD COLUMN feature_flags text[] NOT NULL DEFAULT '{}'`);
    this.addSql(`UPDATE accounts.profiles SET feature_flags = ARRAY['developerZone'] WHERE developer_zone`);
    this.addSql(`ALTER TABLE accounts.profiles DROP COLUMN developer_zone`);
    this.addSql(`CREATE TABLE accounts.admin_actions (
      id uuid PRIMARY KEY,
      actor_id uuid NOT NULL,
      action text NOT NULL,
      target_id uuid NOT NULL,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX admin_actions_at_idx ON accounts.admin_actions (at DESC, id DESC)`);
  }
}
