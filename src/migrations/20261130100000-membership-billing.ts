import { Migration } from '@mikro-orm/migrations';

/**
 * The demo gateway's memberships (Limelight without Stripe: no money moves): its hosted checkout sessions
 * and the subscriptions they start, kept as Stripe Billing would keep them. With Stripe, the provider keeps
 * both and these tables stay empty.
 */
export class Migration20261130100000MembershipBilling extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS membership`);
    this.addSql(`CREATE TABLE membership.demo_checkout_sessions (
      id text PRIMARY KEY,
      owner_id uuid NOT NULL,
      tier_id uuid NOT NULL,
      price_id uuid NOT NULL,
      user_id uuid NOT NULL,
      email text NOT NULL,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
      subscription_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE TABLE membership.demo_subscriptions (
      id text PRIMARY KEY,
      owner_id uuid NOT NULL,
      tier_id uuid NOT NULL,
      price_id uuid NOT NULL,
      user_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('active', 'past_due', 'canceled')),
      current_period_end timestamptz NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      last_event_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX demo_subscriptions_user_idx ON membership.demo_subscriptions (user_id, owner_id)`);
  }
}
