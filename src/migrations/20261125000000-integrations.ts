import { Migration } from '@mikro-orm/migrations';

/**
 * The Developer Zone: webhooks of an owner, the delivery outbox (one row per event and webhook, with its
 * retry schedule and the lease of the worker sending it) and every attempt made.
 */
export class Migration20261125000000Integrations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS integrations`);
    this.addSql(`CREATE TABLE integrations.webhooks (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      event_types jsonb NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX webhooks_owner_idx ON integrations.webhooks (owner_id, created_at)`);
    this.addSql(`CREATE TABLE integrations.webhook_deliveries (
      id uuid PRIMARY KEY,
      webhook_id uuid NOT NULL REFERENCES integrations.webhooks (id) ON DELETE CASCADE,
      owner_id uuid NOT NULL,
      source_key text NOT NULL,
      event_name text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      lease_until timestamptz,
      lease_token uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (webhook_id, source_key)
    )`);
    this.addSql(`CREATE INDEX webhook_deliveries_due_idx ON integrations.webhook_deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL`);
    this.addSql(`CREATE INDEX webhook_deliveries_owner_idx ON integrations.webhook_deliveries (owner_id, created_at DESC)`);
    this.addSql(`CREATE TABLE integrations.webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id uuid NOT NULL REFERENCES integrations.webhook_deliveries (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      status_code integer,
      error text,
      duration_ms integer NOT NULL
    )`);
    this.addSql(`CREATE INDEX webhook_attempts_delivery_idx ON integrations.webhook_attempts (delivery_id, attempted_at)`);
  }
}
