import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { patronRow, patronSelect, type PatronRecord } from '../patron-row.js';
import { ListPatronsQuery, type Page, type PatronRow } from '../report-queries.js';
import { likePattern, offset, orderBy } from '../sql.js';

const SORT = { firstName: "lower(p.first_name || ' ' || p.last_name)", email: 'p.email', totalAmount: 'p.total_amount', orderCount: 'p.order_count' };

/** The owner's patrons (default 10 per page): search by name or e-mail, sort by firstName, email, totalAmount or orderCount. */
@QueryHandler(ListPatronsQuery)
export class ListPatronsHandler implements IQueryHandler<ListPatronsQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ ownerId, options }: ListPatronsQuery): Promise<Page<PatronRow>> {
    const where = ['p.owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (options.query) {
      params.push(likePattern(options.query));
      where.push(`((p.first_name || ' ' || p.last_name) ILIKE $2 OR p.email ILIKE $2)`);
    }
    const { rows } = await this.pool.query<PatronRecord & { total_count: number }>(
      `${patronSelect(', count(*) OVER ()::int AS total_count')}
       WHERE ${where.join(' AND ')} ORDER BY ${orderBy(SORT, options, 'totalAmount', 'p.email')}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.perPage, offset(options)],
    );
    return { data: rows.map(patronRow), page: options.page, perPage: options.perPage, totalCount: rows[0]?.total_count ?? 0 };
  }
}
