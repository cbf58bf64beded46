import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeliveryRow, Page } from '../webhook-view.js';
import { ListDeliveriesQuery } from './list-deliveries.query.js';

@QueryHandler(ListDeliveriesQuery)
export class ListDeliveriesHandler implements IQueryHandler<ListDeliveriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, options }: ListDeliveriesQuery): Promise<Page<DeliveryRow>> {
    // A delivery is logged once it has been tried; until then it is only queued.
    const where = ['owner_id = ?', `status <> 'pending'`];
    const params: unknown[] = [ownerId];
    if (options.status) {
      where.push('status = ?');
      params.push(options.status);
    }
    if (options.eventName) {
      where.push('event_name ILIKE ?');
      params.push(`%${options.eventName.replace(/[%_\\]/g, '\\$&')}%`);
    }
    const connection = this.em.fork().getConnection();
    const rows = await connection.execute<{ id: string; webhook_id: string; event_name: DeliveryRow['eventName']; status: DeliveryRow['status']; created_at: Date }[]>(
      `SELECT id, webhook_id, event_name, status, created_at FROM integrations.webhook_deliveries
       WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      [...params, options.perPage, (options.page - 1) * options.perPage],
    );
    const [count] = await connection.execute<{ total: number }[]>(`SELECT count(*)::int AS total FROM integrations.webhook_deliveries WHERE ${where.join(' AND ')}`, params);
    return {
      data: rows.map((row) => ({ id: row.id, webhookId: row.webhook_id, eventName: row.event_name, status: row.status, createdAt: new Date(row.created_at).toISOString() })),
      totalCount: count?.total ?? 0,
      page: options.page,
      perPage: options.perPage,
    };
  }
}
