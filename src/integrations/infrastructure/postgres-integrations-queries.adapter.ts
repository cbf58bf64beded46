import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { IntegrationsQueries, type DeliveryFilter } from '../application/ports/integrations-queries.port.js';
import { webhookView, type DeliveryRow, type DeliveryView, type Page, type WebhookView } from '../application/webhook-view.js';
import { WebhookEntity } from './webhook.entity.js';

@Injectable()
export class PostgresIntegrationsQueries extends IntegrationsQueries {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async webhooks(ownerId: string, page: number, perPage: number): Promise<Page<WebhookView>> {
    const em = this.em.fork();
    const [webhooks, totalCount] = await em.findAndCount(WebhookEntity, { ownerId }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: perPage, offset: (page - 1) * perPage });
    return { data: webhooks.map(webhookView), totalCount, page, perPage };
  }

  async deliveries(ownerId: string, filter: DeliveryFilter): Promise<Page<DeliveryRow>> {
    // A delivery is logged once it has been tried; until then it is only queued.
    const where = ['owner_id = ?', `status <> 'pending'`];
    const params: unknown[] = [ownerId];
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    if (filter.eventName) {
      where.push('event_name ILIKE ?');
      params.push(`%${filter.eventName.replace(/[%_\\]/g, '\\$&')}%`);
    }
    const connection = this.em.fork().getConnection();
    const rows = await connection.execute<{ id: string; webhook_id: string; event_name: DeliveryRow['eventName']; status: DeliveryRow['status']; created_at: Date }[]>(
      `SELECT id, webhook_id, event_name, status, created_at FROM integrations.webhook_deliveries
       WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    const [count] = await connection.execute<{ total: string }[]>(`SELECT count(*) AS total FROM integrations.webhook_deliveries WHERE ${where.join(' AND ')}`, params);
    return {
      data: rows.map((row) => ({ id: row.id, webhookId: row.webhook_id, eventName: row.event_name, status: row.status, createdAt: new Date(row.created_at).toISOString() })),
      totalCount: Number(count?.total ?? 0),
      page: filter.page,
      perPage: filter.perPage,
    };
  }

  async delivery(ownerId: string, deliveryId: string): Promise<DeliveryView | null> {
    const connection = this.em.fork().getConnection();
    const [row] = await connection.execute<
      { id: string; webhook_id: string; url: string; event_name: DeliveryView['eventName']; status: DeliveryView['status']; created_at: Date; body: string; next_attempt_at: Date | null }[]
    >(
      `SELECT d.id, d.webhook_id, w.url, d.event_name, d.status, d.created_at, d.body, d.next_attempt_at
       FROM integrations.webhook_deliveries d JOIN integrations.webhooks w ON w.id = d.webhook_id
       WHERE d.id = ? AND d.owner_id = ? AND d.status <> 'pending'`,
      [deliveryId, ownerId],
    );
    if (!row) return null;
    const attempts = await connection.execute<{ attempted_at: Date; status_code: number | null; error: string | null; duration_ms: number }[]>(
      'SELECT attempted_at, status_code, error, duration_ms FROM integrations.webhook_attempts WHERE delivery_id = ? ORDER BY attempted_at, id',
      [deliveryId],
    );
    return {
      id: row.id,
      webhookId: row.webhook_id,
      url: row.url,
      eventName: row.event_name,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      payload: JSON.parse(row.body) as Record<string, unknown>,
      attempts: attempts.map((a) => ({ at: new Date(a.attempted_at).toISOString(), statusCode: a.status_code, error: a.error, durationMs: a.duration_ms })),
      nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
    };
  }
}
