import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccessSetting } from '../../domain/event-rules.js';
import { ListOwnerEventsQuery, type OwnerEventsPage } from './list-owner-events.query.js';

// Sales sort keys are null on rows without admin access; those rows go last either way.
const SORT_COLUMNS = { startsAt: 'd.starts_at', revenue: 'revenue', ticketsSold: 'tickets_sold' } as const;

interface Row {
  id: string;
  course: string;
  name: string;
  published: boolean;
  starts_at: Date;
  access: AccessSetting;
  currency: string | null;
  revenue: number | null;
  tickets_sold: number | null;
  tickets: { name: string; ticketsSold: number | null }[];
  total: number;
}

@QueryHandler(ListOwnerEventsQuery)
export class ListOwnerEventsHandler implements IQueryHandler<ListOwnerEventsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, options }: ListOwnerEventsQuery): Promise<OwnerEventsPage> {
    const where = [options.past ? 'coalesce(d.ends_at, d.starts_at) <= now()' : 'coalesce(d.ends_at, d.starts_at) > now()'];
    const params: unknown[] = [ownerId, ownerId, ownerId];
    if (options.query) {
      where.push('e.name ILIKE ?');
      params.push(`%${options.query.replace(/[%_\\]/g, '\\$&')}%`);
    }
    if (options.categoryId) {
      where.push('e.category_id = ?');
      params.push(options.categoryId);
    }
    // Sort column and direction come from fixed lists, never from the request text.
    const order = `${SORT_COLUMNS[options.sort]} ${options.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, d.starts_at, d.id`;
    // The owner's own events (its managers have every right on them), then the events the owner
    // collaborates on as staff, with the access setting the event's team gave it.
    const rows = await this.em.getConnection().execute<Row[]>(
      `WITH listed AS (
         SELECT e.id AS event_id, 'admin'::text AS access FROM ticketing.events e WHERE e.owner_id = ?
         UNION ALL
         SELECT c.event_id, c.access_setting FROM ticketing.collaborators c JOIN ticketing.events e ON e.id = c.event_id
         WHERE c.profile_id = ? AND c.can_manage AND e.owner_id <> ?
       )
       SELECT d.id, e.id AS course, e.name, e.published, d.starts_at, l.access,
              (array_agg(t.currency ORDER BY t.position) FILTER (WHERE t.id IS NOT NULL))[1] AS currency,
              CASE WHEN l.access = 'admin' THEN coalesce(sum(t.sold * t.price), 0)::int END AS revenue,
              CASE WHEN l.access = 'admin' THEN coalesce(sum(t.sold), 0)::int END AS tickets_sold,
              coalesce(json_agg(json_build_object('name', t.name, 'ticketsSold', CASE WHEN l.access = 'admin' THEN t.sold END) ORDER BY t.position)
                FILTER (WHERE t.id IS NOT NULL), '[]') AS tickets,
              count(*) OVER ()::int AS total
       FROM listed l
       JOIN ticketing.events e ON e.id = l.event_id
       JOIN ticketing.event_dates d ON d.event_id = e.id
       LEFT JOIN ticketing.ticket_types t ON t.event_date_id = d.id
       WHERE ${where.join(' AND ')}
       GROUP BY d.id, e.id, l.access
       ORDER BY ${order}
       LIMIT ? OFFSET ?`,
      [...params, options.perPage, (options.page - 1) * options.perPage],
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        course: row.course,
        name: row.name,
        published: row.published,
        startsAt: new Date(row.starts_at).toISOString(),
        currency: row.currency ?? 'usd',
        revenue: row.revenue,
        ticketsSold: row.tickets_sold,
        ticketTypesCount: row.tickets.length,
        tickets: row.tickets,
        userAccessSetting: row.access,
      })),
      page: options.page,
      perPage: options.perPage,
      totalCount: rows[0]?.total ?? 0,
    };
  }
}
