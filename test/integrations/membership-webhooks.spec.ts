import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import type { SubscriptionSnapshot } from '../../src/membership/contracts/subscription-events.js';
import { webhookDeliveriesProjection } from '../../src/integrations/infrastructure/projections/webhook-deliveries.projection.js';
import { WebhookDispatcher } from '../../src/integrations/infrastructure/webhook-dispatcher.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, turnOnDeveloperZone, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, sql } from '../support/checkout.js';
import { appendSubscriptionEvents, membership, membershipPayment } from '../support/membership-feed.js';
import { TestClock } from '../support/test-clock.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const WEBHOOKS = '/client_side_api/v1/profile_management/webhooks';
const DELIVERIES = '/client_side_api/v1/profile_management/webhook_event_deliveries';
const MEMBERSHIP_TYPES = ['membership.subscription.created', 'membership.subscription.updated', 'membership.subscription.cancelled', 'membership.subscription.expired'];
const quiet = { error: () => undefined, info: () => undefined };

interface Payload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

describe('Developer Zone: membership webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let pool: pg.Pool;
  const dispatchers: WebhookDispatcher[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    receiver = await startWebhookReceiver();
    pool = new pg.Pool({ connectionString: t.db.url, max: 4 });
  });
  afterAll(async () => {
    await Promise.all(dispatchers.map((d) => d.stop()));
    await pool?.end();
    await receiver?.close();
    await t?.close();
  });

  async function organizer(): Promise<TestUser> {
    const user = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, user.id);
    await turnOnDeveloperZone(t.db, user.id);
    return user;
  }

  async function webhook(user: TestUser, url: string, eventTypes: string[]): Promise<{ id: string; secretKey: string }> {
    await t.http.post(WEBHOOKS).set(bearer(user)).send({ ownerId: user.id, url, eventTypes }).expect(201);
    const list = await t.http.get(`${WEBHOOKS}?ownerId=${user.id}&perPage=100`).set(bearer(user)).expect(200);
    return list.body.data.find((w: { url: string }) => w.url === url);
  }

  /** A dispatcher as the worker runs it, trusting the receiver; its clock stands at the time it was made (after what the test queued). */
  const dispatcher = () => {
    const created = new WebhookDispatcher(pool, { clock: new TestClock(), allowLoopback: true, ca: receiver.ca, pollIntervalMs: 50, retrySchedule: [] });
    dispatchers.push(created);
    return created;
  };

  const deliveries = (webhookId: string) =>
    sql<{ event_name: string; body: string }>(t, 'SELECT event_name, body FROM integrations.webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at, event_name', [webhookId]);

  /** Runs the webhook outbox projection until `webhookId` has `count` deliveries queued. */
  async function queued(webhookId: string, count: number): Promise<void> {
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), [webhookDeliveriesProjection], quiet);
    await runner.prepare();
    for (let round = 0; round < 150; round++) {
      await runner.catchUp();
      if ((await deliveries(webhookId)).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} deliveries were queued within 15 s`);
  }

  it('sends a signed membership.subscription.created for a new member, with the tier, price, member and payment', async () => {
    const owner = await organizer();
    const hook = await webhook(owner, receiver.url('/members'), ['membership.subscription.created']);
    const stranger = await organizer();
    await webhook(stranger, receiver.url('/stranger'), MEMBERSHIP_TYPES);

    const subscription: SubscriptionSnapshot = membership(owner, { member: { userId: owner.id, name: 'Ada Lovelace', email: 'ada@example.com' } });
    const payment = membershipPayment(subscription, subscription.startsAt);
    await appendSubscriptionEvents(t, subscription.subscriptionId, [{ type: 'SubscriptionStarted', data: { subscription, payment, occurredAt: '2026-10-01T10:00:05.000Z' } }]);
    await queued(hook.id, 1);
    expect(await dispatcher().drain()).toBe(1);

    const [request] = await receiver.waitFor('/members', 1);
    const received = new Webhook(hook.secretKey).verify(request!.body, request!.headers as Record<string, string>) as Payload;
    expect(received).toEqual({
      type: 'membership.subscription.created',
      timestamp: '2026-10-01T10:00:05.000Z',
      data: {
        subscriptionId: subscription.subscriptionId,
        status: 'active',
        tier: { id: subscription.tierId, name: 'Gold' },
        price: { id: subscription.priceId, amount: 1000, currency: 'usd', interval: 'month' },
        member: { name: 'Ada Lovelace', email: 'ada@example.com' },
        startsAt: '2026-10-01T10:00:00.000Z',
        expiresAt: '2026-11-01T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        source: 'stripe',
        payment: { amount: 1000, currency: 'usd', paidAt: '2026-10-01T10:00:00.000Z' },
      },
    });
    // The log shows it as delivered; the other owner heard nothing.
    const logs = (await t.http.get(`${DELIVERIES}?ownerId=${owner.id}&eventName=membership`).set(bearer(owner)).expect(200)).body;
    expect(logs.data.map((l: { eventName: string; status: string }) => [l.eventName, l.status])).toEqual([['membership.subscription.created', 'delivered']]);
    expect(receiver.requests.filter((r) => r.path === '/stranger')).toEqual([]);
  });

  it('maps renewals, changes, failed payments and resumptions to updated, then cancelled and expired', async () => {
    const owner = await organizer();
    const all = await webhook(owner, receiver.url('/all'), MEMBERSHIP_TYPES);
    const endings = await webhook(owner, receiver.url('/endings'), ['membership.subscription.cancelled', 'membership.subscription.expired']);

    const subscription = membership(owner, { source: 'demo' });
    const at = (minute: number) => new Date(Date.parse('2026-10-01T10:00:00.000Z') + minute * 60_000).toISOString();
    const silver = { ...subscription, tierId: randomUUID(), tierName: 'Silver', priceId: randomUUID(), amount: 500 };
    await appendSubscriptionEvents(t, subscription.subscriptionId, [
      { type: 'SubscriptionStarted', data: { subscription, payment: membershipPayment(subscription, at(0)), occurredAt: at(0) } },
      { type: 'SubscriptionRenewed', data: { subscription: { ...subscription, expiresAt: at(2000) }, payment: membershipPayment(subscription, at(1)), occurredAt: at(1) } },
      { type: 'SubscriptionChanged', data: { subscription: silver, previous: { tierId: subscription.tierId, priceId: subscription.priceId }, occurredAt: at(2) } },
      { type: 'SubscriptionPaymentFailed', data: { subscription: { ...silver, status: 'past_due' }, occurredAt: at(3) } },
      { type: 'SubscriptionCancelled', data: { subscription: { ...silver, status: 'canceled', cancelAtPeriodEnd: true }, occurredAt: at(4) } },
      { type: 'SubscriptionResumed', data: { subscription: silver, occurredAt: at(5) } },
      { type: 'SubscriptionExpired', data: { subscription: { ...silver, status: 'expired' }, reason: 'ended', occurredAt: at(6) } },
    ]);
    await queued(all.id, 7);
    await queued(endings.id, 2);

    const bodies = (await deliveries(all.id)).map((d) => JSON.parse(d.body) as Payload);
    expect(bodies.map((b) => [b.type, b.timestamp, b.data.status, (b.data.payment as { amount: number } | null)?.amount ?? null])).toEqual([
      ['membership.subscription.created', at(0), 'active', 1000],
      ['membership.subscription.updated', at(1), 'active', 1000],
      ['membership.subscription.updated', at(2), 'active', null],
      ['membership.subscription.updated', at(3), 'past_due', null],
      ['membership.subscription.cancelled', at(4), 'canceled', null],
      ['membership.subscription.updated', at(5), 'active', null],
      ['membership.subscription.expired', at(6), 'expired', null],
    ]);
    // Each payload is the membership after the change.
    expect(bodies[2]!.data).toMatchObject({ tier: { id: silver.tierId, name: 'Silver' }, price: { id: silver.priceId, amount: 500 }, source: 'demo' });
    expect(bodies[4]!.data).toMatchObject({ cancelAtPeriodEnd: true, expiresAt: subscription.expiresAt });
    expect((await deliveries(endings.id)).map((d) => d.event_name)).toEqual(['membership.subscription.cancelled', 'membership.subscription.expired']);
  });
});
