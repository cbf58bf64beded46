import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { ListActivitiesQuery, type ActivityRow, type Page } from '../report-queries.js';
import { likePattern, offset } from '../sql.js';

/** The owner's activity, newest first, 50 per page; searchable; one patron's with `patron`. */
@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ ownerId, options }: ListActivitiesQuery): Promise<Page<ActivityRow>> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (options.query) {
      params.push(likePattern(options.query));
      // Search the text people see, not the markup around it.
      where.push(`regexp_replace(message, '<[^>]*>', '', 'g') ILIKE $${params.length}`);
    }
    if (options.patron) {
      params.push(options.patron.toLowerCase());
      where.push(`actor_id = $${params.length}`);
    }
    const { rows } = await this.pool.query<{ created_at: Date; message: string; actor_id: string; target_id: string; total_count: number }>(
      `SELECT created_at, message, actor_id, target_id, count(*) OVER ()::int AS total_count FROM reporting.activities
       WHERE ${where.join(' AND ')} ORDER BY created_at ${options.sortOrder === 'asc' ? 'ASC' : 'DESC'}, id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.perPage, offset(options)],
    );
    return {
      data: rows.map((row) => ({ createdAt: row.created_at.toISOString(), message: row.message, actorId: row.actor_id, targetId: row.target_id })),
      page: options.page,
      perPage: options.perPage,
      totalCount: rows[0]?.total_count ?? 0,
    };
  }
}
