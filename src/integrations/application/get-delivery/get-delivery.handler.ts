import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { WEBHOOK_MESSAGES } from '../../domain/webhook-rules.js';
import type { DeliveryView } from '../webhook-view.js';
import { GetDeliveryQuery } from './get-delivery.query.js';

@QueryHandler(GetDeliveryQuery)
export class GetDeliveryHandler implements IQueryHandler<GetDeliveryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, deliveryId }: GetDeliveryQuery): Promise<DeliveryView> {
    if (!isUuid(deliveryId)) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const connection = this.em.fork().getConnection();
    const [row] = await connection.execute<
      { id: string; webhook_id: string; url: string; event_name: DeliveryView['eventName']; status: DeliveryView['status']; created_at: Date; body: string; next_attempt_at: Date | null }[]
    >(
      `SELECT d.id, d.webhook_id, w.url, d.event_name, d.status, d.created_at, d.body, d.next_attempt_at
       FROM integrations.webhook_deliveries d JOIN integrations.webhooks w ON w.id = d.webhook_id
       WHERE d.id = ? AND d.owner_id = ? AND d.status <> 'pending'`,
      [deliveryId, ownerId],
    );
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
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
