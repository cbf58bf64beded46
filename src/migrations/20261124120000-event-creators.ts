import { Migration } from '@mikro-orm/migrations';

/**
 * The event creation assistant's conversations: who started one for which owner, the assistant's
 * memory of it (JSON), the draft event it created, and its messages in order.
 */
export class Migration20261124120000EventCreators extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE ticketing.event_creators (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
      state jsonb NOT NULL DEFAULT '{}'::jsonb,
      event_id uuid REFERENCES ticketing.events (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX event_creators_user_idx ON ticketing.event_creators (user_id)`);
    this.addSql(`CREATE TABLE ticketing.event_creator_messages (
      id uuid PRIMARY KEY,
      event_creator_id uuid NOT NULL REFERENCES ticketing.event_creators (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('assistant', 'user')),
      content text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX event_creator_messages_order_idx ON ticketing.event_creator_messages (event_creator_id, created_at)`);
  }
}
