import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListOwnerEventsQuery, type OwnerEventsPage } from './list-owner-events.query.js';

const SORT_COLUMNS = { startsAt: 'd.starts_at', revenue: 'revenue', ticketsSold: 'tickets_sold' } as const;

@QueryHandler(ListOwnerEventsQuery)
export class ListOwnerEventsHandler implements IQueryHandler<ListOwnerEventsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, options }: ListOwnerEventsQuery): Promise<OwnerEventsPage> {
    const where = ['e.owner_id = ?', options.past ? 'coalesce(d.ends_at, d.starts_at) <= now()' : 'coalesce(d.ends_at, d.starts_at) > now()'];
    const params: unknown[] = [ownerId];
    if (options.query) {
      where.push('e.name ILIKE ?');
      params.push(`%${options.query.replace(/[%_\\]/g, '\\$&')}%`);
    }
    if (options.categoryId) {
      where.push('e.category_id = ?');
      params.push(options.categoryId);
    }
    // Sort column and direction come from fixed lists, never from the request text.
    const order = `${SORT_COLUMNS[options.sort]} ${options.direction === 'desc' ? 'DESC' : 'ASC'}, d.id`;
    const rows = await this.em.getConnection().execute<
      { id: string; course: string; name: string; published: boolean; starts_at: Date; revenue: number; tickets_sold: number; tickets: { name: string; ticketsSold: number }[]; total: number }[]
    >(
      `SELECT d.id, e.id AS course, e.name, e.published, d.starts_at,
              coalesce(sum(t.sold * t.price), 0)::int AS revenue, coalesce(sum(t.sold), 0)::int AS tickets_sold,
              coalesce(json_agg(json_build_object('name', t.name, 'ticketsSold', t.sold) ORDER BY t.position) FILTER (WHERE t.id IS NOT NULL), '[]') AS tickets,
              count(*) OVER ()::int AS total
       FROM ticketing.event_dates d
       JOIN ticketing.events e ON e.id = d.event_id
       LEFT JOIN ticketing.ticket_types t ON t.event_date_id = d.id
       WHERE ${where.join(' AND ')}
       GROUP BY d.id, e.id
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
        revenue: row.revenue,
        ticketsSold: row.tickets_sold,
        ticketTypesCount: row.tickets.length,
        tickets: row.tickets,
        // Listed for the owner's managers, who have every right on the owner's events.
        userAccessSetting: 'admin',
      })),
      page: options.page,
      perPage: options.perPage,
      totalCount: rows[0]?.total ?? 0,
    };
  }
}
