import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { GetRevenueQuery, type RevenueDimension, type RevenueItem } from '../report-queries.js';

/** How each dimension groups the facts: its id and its label (days, months and years in UTC). */
const DIMENSIONS: Record<RevenueDimension, { id: string; label: string }> = {
  date: { id: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`, label: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` },
  month: { id: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM')`, label: `to_char(occurred_at AT TIME ZONE 'UTC', 'FMMonth YYYY')` },
  year: { id: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY')`, label: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY')` },
  course: { id: 'event_id::text', label: 'max(event_name)' },
  category: { id: `coalesce(category_id::text, '')`, label: `coalesce(max(category_name), 'Uncategorized')` },
  attendee: { id: 'attendee', label: 'attendee' },
};

const MEASURES = `sum(net_sales)::int AS net_sales, sum(gross_sales)::int AS gross_sales, sum(online_sales)::int AS online_sales,
  sum(terminal_sales)::int AS terminal_sales, sum(cash_sales)::int AS cash_sales, sum(refunds)::int AS refunds,
  sum(provider_fees)::int AS provider_fees, sum(platform_fees)::int AS platform_fees`;

interface Measures {
  net_sales: number | null;
  gross_sales: number | null;
  online_sales: number | null;
  terminal_sales: number | null;
  cash_sales: number | null;
  refunds: number | null;
  provider_fees: number | null;
  platform_fees: number | null;
}

const item = (dimension: string, dimensionId: string, row: Measures): RevenueItem => ({
  dimension,
  dimensionId,
  netSales: row.net_sales ?? 0,
  grossSales: row.gross_sales ?? 0,
  onlineSales: row.online_sales ?? 0,
  terminalSales: row.terminal_sales ?? 0,
  cashSales: row.cash_sales ?? 0,
  refunds: row.refunds ?? 0,
  stripeFees: row.provider_fees ?? 0,
  viewcyFees: row.platform_fees ?? 0,
});

/** Revenue rows per dimension (sorted by the dimension: dimension_asc / dimension_desc) and a total row. */
@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ ownerId, dimension, sortOrder, range }: GetRevenueQuery): Promise<{ data: RevenueItem[]; total: RevenueItem }> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (range.from) {
      params.push(range.from);
      where.push(`occurred_at >= $${params.length}::date`);
    }
    if (range.to) {
      params.push(range.to);
      where.push(`occurred_at < $${params.length}::date + 1`);
    }
    const { id, label } = DIMENSIONS[dimension];
    const byDimension = dimension === 'course' || dimension === 'category' || dimension === 'attendee' ? 'dimension' : 'dimension_id';
    const [rows, totals] = await Promise.all([
      this.pool.query<Measures & { dimension_id: string; dimension: string }>(
        `SELECT ${id} AS dimension_id, ${label} AS dimension, ${MEASURES} FROM reporting.revenue_facts
         WHERE ${where.join(' AND ')} GROUP BY ${id}${label.startsWith('max(') || label.startsWith('coalesce(max') ? '' : `, ${label}`}
         ORDER BY ${byDimension} ${sortOrder === 'desc' ? 'DESC' : 'ASC'}`,
        params,
      ),
      this.pool.query<Measures>(`SELECT ${MEASURES} FROM reporting.revenue_facts WHERE ${where.join(' AND ')}`, params),
    ]);
    return { data: rows.rows.map((row) => item(row.dimension, row.dimension_id, row)), total: item('Total', 'total', totals.rows[0]!) };
  }
}
