import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { ListTransactionsQuery, type Page, type TransactionRow } from '../report-queries.js';
import { likePattern, offset, orderBy } from '../sql.js';
import { TRANSACTION_COLUMNS, transactionRow, type TransactionRecord } from '../transaction-row.js';

const SORT = {
  id: 'id',
  date: 'date',
  customer: "lower(user_first_name || ' ' || user_last_name)",
  amount: 'amount',
  paymentMethod: 'payment_method',
  status: 'status',
  product: 'lower(product_name)',
};

/** The owner's orders, 50 per page: search by order id, customer, e-mail or product; sortable; one patron's with `patron`. */
@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ ownerId, options }: ListTransactionsQuery): Promise<Page<TransactionRow>> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (options.query) {
      params.push(likePattern(options.query));
      where.push(`(id::text ILIKE $${params.length} OR (user_first_name || ' ' || user_last_name) ILIKE $${params.length} OR user_email ILIKE $${params.length} OR product_name ILIKE $${params.length})`);
    }
    if (options.patron) {
      params.push(options.patron.toLowerCase());
      where.push(`(lower(user_email) = $${params.length} OR user_id::text = $${params.length})`);
    }
    if (options.type) {
      params.push(options.type);
      where.push(`product_type = $${params.length}`);
    }
    const { rows } = await this.pool.query<TransactionRecord & { total_count: number }>(
      `SELECT ${TRANSACTION_COLUMNS}, count(*) OVER ()::int AS total_count FROM reporting.transactions
       WHERE ${where.join(' AND ')} ORDER BY ${orderBy(SORT, options, 'date', 'id')}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.perPage, offset(options)],
    );
    return { data: rows.map(transactionRow), page: options.page, perPage: options.perPage, totalCount: rows[0]?.total_count ?? 0 };
  }
}
