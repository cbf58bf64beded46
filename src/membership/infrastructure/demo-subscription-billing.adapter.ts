import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { MESSAGES, notFound } from '../../shared/errors.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { DemoSubscriptions, type DemoSession, type DemoSubscription } from '../application/ports/demo-subscriptions.port.js';
import { SubscriptionBilling, type CheckoutRequest, type PortalRequest } from '../application/ports/subscription-billing.port.js';
import type { BillingFacts } from '../domain/billing-facts.js';
import { withQuery } from '../domain/subscription-billing-rules.js';

interface SessionRow {
  id: string;
  status: 'open' | 'complete';
  owner_id: string;
  tier_id: string;
  price_id: string;
  user_id: string;
  email: string;
  success_url: string;
  cancel_url: string;
}

interface SubscriptionRow {
  id: string;
  owner_id: string;
  tier_id: string;
  price_id: string;
  user_id: string;
  status: DemoSubscription['status'];
  current_period_end: Date;
  cancel_at_period_end: boolean;
  last_event_at: Date;
}

const demoId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Memberships without a STRIPE_SECRET_KEY: the checkout and portal are Limelight's own demo pages
 * (/stripe/demo-subscribe/{id}, /stripe/demo-portal), and their sessions and subscriptions live in
 * PostgreSQL (membership.demo_*) so that they survive restarts and are shared by API processes.
 */
@Injectable()
export class DemoSubscriptionBilling extends SubscriptionBilling implements DemoSubscriptions {
  readonly kind = 'demo' as const;

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  /** The demo bills our own prices: nothing to make. */
  async ensurePrice(): Promise<string | null> {
    return null;
  }

  async startCheckout(request: CheckoutRequest): Promise<string> {
    const id = demoId('demo_cs');
    await this.pool.query(
      `INSERT INTO membership.demo_checkout_sessions (id, owner_id, tier_id, price_id, user_id, email, success_url, cancel_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, request.plan.ownerId, request.plan.tierId, request.plan.priceId, request.userId, request.email, request.successPath, request.cancelPath],
    );
    return `/stripe/demo-subscribe/${id}`;
  }

  async openPortal(request: PortalRequest): Promise<string> {
    return withQuery(withQuery('/stripe/demo-portal', 'owner_id', request.ownerId), 'return_to', request.returnPath);
  }

  /** No provider sends webhooks to the demo gateway. */
  readWebhook(): Promise<BillingFacts | null> {
    return Promise.reject(notFound(MESSAGES.notFound));
  }

  async session(id: string): Promise<DemoSession | null> {
    const { rows } = await this.pool.query<SessionRow>('SELECT * FROM membership.demo_checkout_sessions WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      ownerId: row.owner_id,
      tierId: row.tier_id,
      priceId: row.price_id,
      userId: row.user_id,
      email: row.email,
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
    };
  }

  async completeSession(sessionId: string, subscription: DemoSubscription): Promise<DemoSubscription | null> {
    const id = demoId('demo_sub');
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const claimed = await client.query(`UPDATE membership.demo_checkout_sessions SET status = 'complete', subscription_id = $2 WHERE id = $1 AND status = 'open'`, [sessionId, id]);
      if (claimed.rowCount === 0) {
        await client.query('ROLLBACK');
        return null;
      }
      const started = { ...subscription, id };
      await this.insert(client, started);
      await client.query('COMMIT');
      return started;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async subscription(id: string): Promise<DemoSubscription | null> {
    const { rows } = await this.pool.query<SubscriptionRow>('SELECT * FROM membership.demo_subscriptions WHERE id = $1', [id]);
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async subscriptionsOf(userId: string, ownerId: string): Promise<DemoSubscription[]> {
    const { rows } = await this.pool.query<SubscriptionRow>('SELECT * FROM membership.demo_subscriptions WHERE user_id = $1 AND owner_id = $2 ORDER BY created_at DESC, id', [userId, ownerId]);
    return rows.map(toSubscription);
  }

  async save(subscription: DemoSubscription): Promise<void> {
    await this.pool.query(
      `UPDATE membership.demo_subscriptions SET tier_id = $2, price_id = $3, status = $4, current_period_end = $5, cancel_at_period_end = $6, last_event_at = $7 WHERE id = $1`,
      [subscription.id, subscription.tierId, subscription.priceId, subscription.status, subscription.currentPeriodEnd, subscription.cancelAtPeriodEnd, subscription.lastEventAt],
    );
  }

  private async insert(client: pg.PoolClient, s: DemoSubscription): Promise<void> {
    await client.query(
      `INSERT INTO membership.demo_subscriptions (id, owner_id, tier_id, price_id, user_id, status, current_period_end, cancel_at_period_end, last_event_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [s.id, s.ownerId, s.tierId, s.priceId, s.userId, s.status, s.currentPeriodEnd, s.cancelAtPeriodEnd, s.lastEventAt],
    );
  }
}

function toSubscription(row: SubscriptionRow): DemoSubscription {
  return {
    id: row.id,
    ownerId: row.owner_id,
    tierId: row.tier_id,
    priceId: row.price_id,
    userId: row.user_id,
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    lastEventAt: row.last_event_at,
  };
}
