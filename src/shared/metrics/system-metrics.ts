import type pg from 'pg';
import { Counter, Gauge, Registry } from 'prom-client';
import type { ProjectionRunner } from '../projections/projection-runner.js';

interface OutboxRow {
  holds: number;
  held_tickets: number;
  webhooks_due: number;
  webhooks_in_flight: number;
  webhooks_retry_scheduled: number;
  webhooks_paused: number;
  webhooks_given_up: number;
  webhook_attempts_failed: number;
  emails_pending: number;
  emails_failed: number;
}

/**
 * The state of the whole system in Prometheus' text format, read from PostgreSQL at each scrape: any API
 * process answers for all of them. Each scrape fills a registry of its own, so concurrent scrapes never
 * mix their values. Every count runs on a partial index or a small queue, so a scrape stays cheap.
 */
export class SystemMetrics {
  constructor(
    private readonly pool: pg.Pool,
    private readonly projections: ProjectionRunner,
  ) {}

  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;

  async render(): Promise<string> {
    const [statuses, outbox] = await Promise.all([this.projections.status(), this.outbox()]);
    const registry = new Registry();
    const gauge = (name: string, help: string, value?: number) => {
      const metric = new Gauge({ name, help, registers: [registry] });
      if (value !== undefined) metric.set(value);
      return metric;
    };

    const eventsBehind = new Gauge({ name: 'limelight_projection_events_behind', help: 'Events of its types in the feed that the projection has not applied yet', labelNames: ['projection'], registers: [registry] });
    const secondsBehind = new Gauge({ name: 'limelight_projection_lag_seconds', help: 'How far the projection is behind the feed, in seconds', labelNames: ['projection'], registers: [registry] });
    for (const status of statuses) {
      // EventStoreDB cannot always count cheaply: the seconds still tell the lag.
      if (status.eventsBehind !== null) eventsBehind.set({ projection: status.name }, status.eventsBehind);
      secondsBehind.set({ projection: status.name }, status.lagSeconds);
    }

    gauge('limelight_holds_live', 'Holds on ticket capacity neither sold nor expired (one per order and ticket type)', outbox.holds);
    gauge('limelight_holds_live_tickets', 'Tickets held by live holds', outbox.held_tickets);

    const pending = new Gauge({ name: 'limelight_webhook_deliveries_pending', help: 'Webhook deliveries still to be sent, by state', labelNames: ['state'], registers: [registry] });
    pending.set({ state: 'due' }, outbox.webhooks_due);
    pending.set({ state: 'in_flight' }, outbox.webhooks_in_flight);
    pending.set({ state: 'retry_scheduled' }, outbox.webhooks_retry_scheduled);
    gauge('limelight_webhook_deliveries_paused', 'Webhook deliveries waiting for their paused webhook to be resumed', outbox.webhooks_paused);
    gauge('limelight_webhook_deliveries_given_up', 'Webhook deliveries that failed every attempt of the retry schedule', outbox.webhooks_given_up);
    new Counter({ name: 'limelight_webhook_attempts_failed_total', help: 'Webhook attempts that got no 2xx answer', registers: [registry] }).inc(outbox.webhook_attempts_failed);

    gauge('limelight_confirmation_emails_pending', 'Confirmation e-mails not sent yet, retries included', outbox.emails_pending);
    gauge('limelight_confirmation_emails_failed', 'Confirmation e-mails given up after their last attempt', outbox.emails_failed);

    return registry.metrics();
  }

  /** One round trip; each count reads an index made for it (live holds, the delivery queue, failures). */
  private async outbox(): Promise<OutboxRow> {
    const { rows } = await this.pool.query<OutboxRow>(
      `SELECT h.holds, h.held_tickets, q.*, g.webhooks_given_up, f.webhook_attempts_failed, e.*
       FROM (SELECT count(*)::int AS holds, coalesce(sum(quantity), 0)::int AS held_tickets
             FROM ticketing.holds WHERE NOT committed AND expires_at > now()) h,
            (SELECT count(*) FILTER (WHERE w.status = 'active' AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until <= now()))::int AS webhooks_due,
                    count(*) FILTER (WHERE w.status = 'active' AND d.lease_until > now())::int AS webhooks_in_flight,
                    count(*) FILTER (WHERE w.status = 'active' AND d.next_attempt_at > now() AND (d.lease_until IS NULL OR d.lease_until <= now()))::int AS webhooks_retry_scheduled,
                    count(*) FILTER (WHERE w.status <> 'active')::int AS webhooks_paused
             FROM integrations.webhook_deliveries d JOIN integrations.webhooks w ON w.id = d.webhook_id
             WHERE d.next_attempt_at IS NOT NULL) q,
            (SELECT count(*)::int AS webhooks_given_up FROM integrations.webhook_deliveries WHERE status = 'failed' AND next_attempt_at IS NULL) g,
            (SELECT count(*)::int AS webhook_attempts_failed FROM integrations.webhook_attempts WHERE status_code IS NULL OR status_code NOT BETWEEN 200 AND 299) f,
            (SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS emails_pending, count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS emails_failed
             FROM checkout.sent_emails WHERE sent_at IS NULL AND confirmation IS NOT NULL) e`,
    );
    return rows[0]!;
  }
}
