import { Migration } from '@mikro-orm/migrations';

/** Accounts (profiles, users, sessions, affiliations), projection checkpoints and the reporting schema. */
export class Migration20261122000000Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS accounts`);
    this.addSql(`CREATE TABLE accounts.profiles (
      id uuid PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('User', 'School')),
      username text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      avatar text,
      banner text,
      timezone text NOT NULL DEFAULT 'America/New_York',
      currency text NOT NULL DEFAULT 'usd',
      social jsonb NOT NULL DEFAULT '{}'::jsonb,
      developer_zone boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE UNIQUE INDEX profiles_username_key ON accounts.profiles (lower(username))`);
    this.addSql(`CREATE TABLE accounts.users (
      id uuid PRIMARY KEY REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      site_admin boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE TABLE accounts.sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`);
    this.addSql(`CREATE TABLE accounts.affiliations (
      id uuid PRIMARY KEY,
      organization_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      user_id uuid REFERENCES accounts.users (id) ON DELETE CASCADE,
      email text,
      name text NOT NULL,
      owner boolean NOT NULL DEFAULT false,
      admin boolean NOT NULL DEFAULT false,
      receive_notifications boolean NOT NULL DEFAULT true,
      hidden boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, user_id)
    )`);
    this.addSql(`CREATE INDEX affiliations_user_idx ON accounts.affiliations (user_id)`);
    this.addSql(`CREATE TABLE accounts.login_failures (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX login_failures_email_idx ON accounts.login_failures (email, created_at)`);
    this.addSql(`CREATE SCHEMA IF NOT EXISTS projections`);
    this.addSql(`CREATE TABLE projections.checkpoints (
      name text PRIMARY KEY,
      checkpoint text,
      position bigint NOT NULL DEFAULT 0,
      last_event_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE SCHEMA IF NOT EXISTS reporting`);
  }
}
