import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { asCurrency } from '../../shared/money.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { ReportingQueries } from '../application/ports/reporting-queries.port.js';
import type {
  ActivityFilter,
  ActivityRow,
  OrderItemRow,
  Page,
  PageOptions,
  PatronRow,
  PatronTotal,
  PromoterSalesFilter,
  PromoterSalesRow,
  RevenueDimension,
  RevenueFilter,
  RevenueItem,
  RevenueReport,
  StoredTransaction,
  TransactionFilter,
} from '../application/report-views.js';
import type { ReferralFeeDay } from '../application/referral-views.js';
import type { EventStatsScope, ProjectedEventStats } from '../application/event-stats-views.js';

/** `%text%` for ILIKE, with the user's wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** ORDER BY from a fixed map of sort keys (never the request's text), with a stable tie-breaker. */
function orderBy(columns: Record<string, string>, options: PageOptions, fallback: string, tieBreaker: string): string {
  const column = (options.sortBy && columns[options.sortBy]) || columns[fallback]!;
  return `${column} ${options.sortOrder === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, ${tieBreaker}`;
}

const offset = (options: PageOptions) => (options.page - 1) * options.perPage;

// Money columns are bigint, and so are count(*) and the sums below: they arrive as exact numbers through the
// one int8 parser (src/shared/persistence/pg-types.ts). PostgreSQL sums bigints as numeric, so each sum is
// turned back into bigint (exact; an overflow is an error, never a wrapped total).

const TRANSACTION_COLUMNS = `id, date, user_id, user_first_name, user_last_name, user_email, amount, currency, payment_method, status, product_type,
  product_id, product_name, product_date, order_items, subtotal, donation, discounts, total, platform_fee, provider_fee, refunded_amount, net_amount,
  promoter_id, promoter_name, promoter_username, promoter_type, event_date_id`;

interface TransactionRecord {
  id: string;
  date: Date;
  user_id: string | null;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  amount: number;
  currency: string;
  payment_method: string;
  status: string;
  product_type: string;
  product_id: string;
  product_name: string;
  product_date: Date;
  order_items: OrderItemRow[];
  subtotal: number;
  donation: number;
  discounts: number;
  total: number;
  platform_fee: number;
  provider_fee: number;
  refunded_amount: number;
  net_amount: number;
  promoter_id: string | null;
  promoter_name: string | null;
  promoter_username: string | null;
  promoter_type: 'User' | 'School' | null;
  event_date_id: string | null;
}

const transactionRow = (row: TransactionRecord): StoredTransaction => ({
  id: row.id,
  date: row.date.toISOString(),
  userId: row.user_id,
  userFirstName: row.user_first_name,
  userLastName: row.user_last_name,
  userEmail: row.user_email,
  amount: row.amount,
  currency: asCurrency(row.currency),
  paymentMethod: row.payment_method,
  status: row.status,
  productType: row.product_type,
  productId: row.product_id,
  productName: row.product_name,
  productDate: row.product_date.toISOString(),
  orderItems: row.order_items,
  paymentDetails: {
    paymentMethod: row.payment_method,
    subtotal: row.subtotal,
    donation: row.donation,
    discounts: row.discounts,
    total: row.total,
    viewcyFee: row.platform_fee,
    stripeFee: row.provider_fee,
    refundedAmount: row.refunded_amount,
    netAmount: row.net_amount,
  },
  promoter: row.promoter_id ? { id: row.promoter_id, name: row.promoter_name!, username: row.promoter_username!, type: row.promoter_type! } : null,
  eventDateId: row.event_date_id,
});

const TRANSACTION_SORT = {
  id: 'id',
  date: 'date',
  customer: "lower(user_first_name || ' ' || user_last_name)",
  amount: 'amount',
  paymentMethod: 'payment_method',
  status: 'status',
  product: 'lower(product_name)',
};

/**
 * Patrons with the number of events each attended and their 'Member since': when they first became a
 * member of the owner, else their first order. `extra` adds select columns.
 */
const patronSelect = (extra = '') => `SELECT p.user_id, p.email, p.first_name, p.last_name, p.order_count, coalesce(p.membership_since, p.first_order_at) AS member_since,
  (SELECT count(*) FROM reporting.patron_events e WHERE e.owner_id = p.owner_id AND e.email = p.email) AS events_attended${extra}
  FROM reporting.patrons p`;

interface PatronRecord {
  user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  order_count: number;
  member_since: Date;
  events_attended: number;
}

const PATRON_SORT = {
  firstName: "lower(p.first_name || ' ' || p.last_name)",
  email: 'p.email',
  // Amounts of different currencies cannot be compared: a patron sorts by the largest of theirs.
  totalAmount: '(SELECT max(t.total_amount) FROM reporting.patron_totals t WHERE t.owner_id = p.owner_id AND t.email = p.email)',
  orderCount: 'p.order_count',
};

/** How each revenue dimension groups the facts: its id and its label (days, months and years in UTC). */
const DIMENSIONS: Record<RevenueDimension, { id: string; label: string; aggregated: boolean }> = {
  date: { id: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`, label: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`, aggregated: false },
  month: { id: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM')`, label: `to_char(occurred_at AT TIME ZONE 'UTC', 'FMMonth YYYY')`, aggregated: false },
  year: { id: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY')`, label: `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY')`, aggregated: false },
  course: { id: 'event_id::text', label: 'max(event_name)', aggregated: true },
  category: { id: `coalesce(category_id::text, '')`, label: `coalesce(max(category_name), 'Uncategorized')`, aggregated: true },
  attendee: { id: 'attendee', label: 'attendee', aggregated: false },
};

const MEASURE_COLUMNS = ['net_sales', 'gross_sales', 'online_sales', 'terminal_sales', 'cash_sales', 'refunds', 'provider_fees', 'platform_fees'] as const;
const MEASURES = MEASURE_COLUMNS.map((column) => `sum(${column})::bigint AS ${column}`).join(', ');
type Measures = Record<(typeof MEASURE_COLUMNS)[number], number> & { currency: string };

const revenueItem = (dimension: string, dimensionId: string, row: Measures & { product_type?: RevenueItem['productType'] }): RevenueItem => ({
  dimension,
  dimensionId,
  productType: row.product_type ?? null,
  currency: asCurrency(row.currency),
  netSales: row.net_sales,
  grossSales: row.gross_sales,
  onlineSales: row.online_sales,
  terminalSales: row.terminal_sales,
  cashSales: row.cash_sales,
  refunds: row.refunds,
  stripeFees: row.provider_fees,
  viewcyFees: row.platform_fees,
});

/** The reporting pages' reads, in SQL on schema `reporting`. */
@Injectable()
export class PostgresReportingQueries extends ReportingQueries {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async transactions(ownerId: string, filter: TransactionFilter): Promise<Page<StoredTransaction>> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (filter.query) {
      params.push(likePattern(filter.query));
      const n = params.length;
      where.push(`(id::text ILIKE $${n} OR (user_first_name || ' ' || user_last_name) ILIKE $${n} OR user_email ILIKE $${n} OR product_name ILIKE $${n})`);
    }
    if (filter.patron) {
      params.push(filter.patron.toLowerCase());
      where.push(`(lower(user_email) = $${params.length} OR user_id::text = $${params.length})`);
    }
    if (filter.type) {
      params.push(filter.type);
      where.push(`product_type = $${params.length}`);
    }
    const { rows } = await this.pool.query<TransactionRecord & { total_count: number }>(
      `SELECT ${TRANSACTION_COLUMNS}, count(*) OVER () AS total_count FROM reporting.transactions
       WHERE ${where.join(' AND ')} ORDER BY ${orderBy(TRANSACTION_SORT, filter, 'date', 'id')}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, offset(filter)],
    );
    return { data: rows.map(transactionRow), page: filter.page, perPage: filter.perPage, totalCount: rows[0]?.total_count ?? 0 };
  }

  async transaction(ownerId: string, orderId: string): Promise<StoredTransaction | null> {
    const { rows } = await this.pool.query<TransactionRecord>(`SELECT ${TRANSACTION_COLUMNS} FROM reporting.transactions WHERE id = $1 AND owner_id = $2`, [orderId, ownerId]);
    return rows[0] ? transactionRow(rows[0]) : null;
  }

  async patrons(ownerId: string, options: PageOptions): Promise<Page<PatronRow>> {
    const where = ['p.owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (options.query) {
      params.push(likePattern(options.query));
      where.push(`((p.first_name || ' ' || p.last_name) ILIKE $2 OR p.email ILIKE $2)`);
    }
    const { rows } = await this.pool.query<PatronRecord & { total_count: number }>(
      `${patronSelect(', count(*) OVER () AS total_count')}
       WHERE ${where.join(' AND ')} ORDER BY ${orderBy(PATRON_SORT, options, 'totalAmount', 'p.email')}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.perPage, offset(options)],
    );
    return { data: await this.withTotals(ownerId, rows), page: options.page, perPage: options.perPage, totalCount: rows[0]?.total_count ?? 0 };
  }

  async patron(ownerId: string, key: string): Promise<PatronRow | null> {
    const { rows } = await this.pool.query<PatronRecord>(`${patronSelect()} WHERE p.owner_id = $1 AND (p.email = $2 OR p.user_id::text = $2) LIMIT 1`, [ownerId, key]);
    return (await this.withTotals(ownerId, rows))[0] ?? null;
  }

  /** The patrons with what each paid per currency; a patron is linked by account id when they have one, otherwise by e-mail. */
  private async withTotals(ownerId: string, patrons: PatronRecord[]): Promise<PatronRow[]> {
    if (!patrons.length) return [];
    const { rows } = await this.pool.query<{ email: string; currency: string; total_amount: number }>(
      'SELECT email, currency, total_amount FROM reporting.patron_totals WHERE owner_id = $1 AND email = ANY($2::text[]) ORDER BY currency',
      [ownerId, patrons.map((p) => p.email)],
    );
    const totals = new Map<string, PatronTotal[]>();
    for (const row of rows) totals.set(row.email, [...(totals.get(row.email) ?? []), { currency: asCurrency(row.currency), totalAmount: row.total_amount }]);
    return patrons.map((p) => ({
      id: p.user_id,
      email: p.email,
      firstName: p.first_name,
      lastName: p.last_name,
      totals: totals.get(p.email) ?? [],
      orderCount: p.order_count,
      eventsAttended: p.events_attended,
      memberSince: p.member_since.toISOString(),
    }));
  }

  async activities(ownerId: string, filter: ActivityFilter): Promise<Page<ActivityRow>> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (filter.query) {
      params.push(likePattern(filter.query));
      // Search the text people see, not the markup around it.
      where.push(`regexp_replace(message, '<[^>]*>', '', 'g') ILIKE $${params.length}`);
    }
    if (filter.patron) {
      params.push(filter.patron.toLowerCase());
      where.push(`actor_id = $${params.length}`);
    }
    const { rows } = await this.pool.query<{ created_at: Date; message: string; actor_id: string; target_id: string; total_count: number }>(
      `SELECT created_at, message, actor_id, target_id, count(*) OVER () AS total_count FROM reporting.activities
       WHERE ${where.join(' AND ')} ORDER BY created_at ${filter.sortOrder === 'asc' ? 'ASC' : 'DESC'}, id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, offset(filter)],
    );
    return {
      data: rows.map((row) => ({ createdAt: row.created_at.toISOString(), message: row.message, actorId: row.actor_id, targetId: row.target_id })),
      page: filter.page,
      perPage: filter.perPage,
      totalCount: rows[0]?.total_count ?? 0,
    };
  }

  /** Per promoter and currency; the name and username are those of the promoter's latest order. */
  async promoterSales(ownerId: string, filter: PromoterSalesFilter): Promise<Page<PromoterSalesRow>> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (filter.eventId) {
      params.push(filter.eventId);
      where.push(`event_id = $${params.length}`);
    }
    const { rows } = await this.pool.query<{
      promoter_id: string;
      promoter_name: string;
      promoter_username: string;
      promoter_type: 'User' | 'School';
      currency: string;
      orders: number;
      tickets: number;
      revenue: number;
      total_count: number;
    }>(
      `SELECT promoter_id, currency,
              (array_agg(promoter_name ORDER BY last_order_at DESC))[1] AS promoter_name,
              (array_agg(promoter_username ORDER BY last_order_at DESC))[1] AS promoter_username,
              (array_agg(promoter_type ORDER BY last_order_at DESC))[1] AS promoter_type,
              sum(orders)::bigint AS orders, sum(tickets)::bigint AS tickets, sum(revenue)::bigint AS revenue, count(*) OVER () AS total_count
         FROM reporting.promoter_sales
        WHERE ${where.join(' AND ')}
        GROUP BY promoter_id, currency
        ORDER BY orders DESC, revenue DESC, promoter_username, currency
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    return {
      data: rows.map((row) => ({
        promoterId: row.promoter_id,
        promoterName: row.promoter_name,
        promoterUsername: row.promoter_username,
        promoterType: row.promoter_type,
        orders: row.orders,
        tickets: row.tickets,
        revenue: row.revenue,
        currency: asCurrency(row.currency),
      })),
      page: filter.page,
      perPage: filter.perPage,
      totalCount: rows[0]?.total_count ?? 0,
    };
  }

  /** Rows per dimension and currency, sorted by the dimension then the currency; a total per currency. */
  async revenue(ownerId: string, filter: RevenueFilter): Promise<RevenueReport> {
    const where = ['owner_id = $1'];
    const params: unknown[] = [ownerId];
    if (filter.from) {
      params.push(filter.from);
      where.push(`occurred_at >= $${params.length}::date`);
    }
    if (filter.to) {
      params.push(filter.to);
      where.push(`occurred_at < $${params.length}::date + 1`);
    }
    const { id, label, aggregated } = DIMENSIONS[filter.dimension];
    const sortBy = filter.dimension === 'course' || filter.dimension === 'category' || filter.dimension === 'attendee' ? 'dimension' : 'dimension_id';
    const [rows, totals] = await Promise.all([
      this.pool.query<Measures & { dimension_id: string; dimension: string; product_type: RevenueItem['productType'] }>(
        // By event, a row is an event, a membership tier or a video (their ids never meet): the product type tells which.
        `SELECT ${id} AS dimension_id, ${label} AS dimension, ${filter.dimension === 'course' ? 'max(product_type)' : 'NULL'} AS product_type, currency, ${MEASURES} FROM reporting.revenue_facts
         WHERE ${where.join(' AND ')} GROUP BY ${id}, currency${aggregated ? '' : `, ${label}`}
         ORDER BY ${sortBy} ${filter.sortOrder === 'desc' ? 'DESC' : 'ASC'}, currency`,
        params,
      ),
      this.pool.query<Measures>(`SELECT currency, ${MEASURES} FROM reporting.revenue_facts WHERE ${where.join(' AND ')} GROUP BY currency ORDER BY currency`, params),
    ]);
    return {
      data: rows.rows.map((row) => revenueItem(row.dimension, row.dimension_id, row)),
      totals: totals.rows.map((row) => revenueItem('Total', 'total', row)),
    };
  }

  /**
   * Every read takes $1 owner, $2 event, $3 date (null: every date), and money ones $4 currency ($5 the time zone
   * for days). Views count the whole event (its page shows every date); the later funnel steps, like everything
   * else, the date's. Tickets and orders count in every currency; amounts only in the event's (an event priced in
   * several currencies, or whose currency changed after sales, never adds them up).
   */
  async eventStats(scope: EventStatsScope): Promise<ProjectedEventStats> {
    const ofDate = (column = 'event_date_id') => `($3::uuid IS NULL OR ${column} = $3::uuid)`;
    // Sums of bigints are numeric: cast back to bigint, read as an exact number (pg-types.ts).
    const inCurrency = (column: string) => `coalesce(sum(${column}) FILTER (WHERE currency = $4), 0)::bigint`;
    const query = <Row extends pg.QueryResultRow>(text: string, ...more: string[]) =>
      this.pool.query<Row>(text, [scope.ownerId, scope.eventId, scope.eventDateId, ...more]).then((result) => result.rows);
    const [ticketTypes, orders, money, checkedIn, curve, funnel, salesPerDay, promoters, promoCodes] = await Promise.all([
      query<{ ticket_type_id: string; ticket_name: string; tickets_sold: number; revenue: number }>(
        `SELECT ticket_type_id, min(ticket_name) AS ticket_name, sum(tickets_sold)::bigint AS tickets_sold, ${inCurrency('revenue')} AS revenue
           FROM reporting.event_sales
          WHERE owner_id = $1 AND event_id = $2 AND ${ofDate()}
          GROUP BY ticket_type_id ORDER BY ticket_name, ticket_type_id`,
        scope.currency,
      ),
      query<{ orders: number }>(
        `SELECT count(*) AS orders FROM reporting.transactions
          WHERE owner_id = $1 AND product_type = 'Course' AND product_id = $2 AND ${ofDate()}`,
      ),
      // A date's money: the sales and refunds of the orders for that date.
      query<{ gross_sales: number; refunds: number; platform_fees: number; provider_fees: number; net_sales: number }>(
        `SELECT coalesce(sum(gross_sales), 0)::bigint AS gross_sales, coalesce(sum(refunds), 0)::bigint AS refunds,
                coalesce(sum(platform_fees), 0)::bigint AS platform_fees, coalesce(sum(provider_fees), 0)::bigint AS provider_fees,
                coalesce(sum(net_sales), 0)::bigint AS net_sales
           FROM reporting.revenue_facts f
          WHERE f.owner_id = $1 AND f.product_type = 'Course' AND f.event_id = $2 AND f.currency = $4
            AND ($3::uuid IS NULL OR f.order_id IN (SELECT t.id FROM reporting.transactions t WHERE t.product_id = $2 AND t.event_date_id = $3::uuid))`,
        scope.currency,
      ),
      query<{ checked_in: number }>(
        `SELECT coalesce(sum(change), 0)::bigint AS checked_in FROM reporting.check_in_facts
          WHERE owner_id = $1 AND event_id = $2 AND ${ofDate()}`,
      ),
      query<{ at: Date; checked_in: number }>(
        `SELECT at, (sum(sum(change)) OVER (ORDER BY at))::bigint AS checked_in
           FROM (SELECT date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS at, change FROM reporting.check_in_facts
                  WHERE owner_id = $1 AND event_id = $2 AND ${ofDate()}) AS changes
          GROUP BY at ORDER BY at`,
      ),
      query<{ views: number; add_to_cart: number; initiate_checkout: number; purchases: number }>(
        `SELECT (SELECT count(*) FROM reporting.page_events WHERE event_id = $2 AND owner_id = $1 AND name = 'ViewContent') AS views,
                (SELECT count(*) FROM reporting.page_events WHERE event_id = $2 AND owner_id = $1 AND name = 'AddToCart' AND ${ofDate()}) AS add_to_cart,
                (SELECT count(*) FROM reporting.page_events WHERE event_id = $2 AND owner_id = $1 AND name = 'InitiateCheckout' AND ${ofDate()}) AS initiate_checkout,
                (SELECT count(*) FROM reporting.funnel_purchases WHERE event_id = $2 AND owner_id = $1 AND ${ofDate()}) AS purchases`,
      ),
      query<{ day: string; tickets: number; gross_sales: number }>(
        `SELECT to_char(date AT TIME ZONE $5::text, 'YYYY-MM-DD') AS day, sum(jsonb_array_length(order_items))::bigint AS tickets, ${inCurrency('total')} AS gross_sales
           FROM reporting.transactions
          WHERE owner_id = $1 AND product_type = 'Course' AND product_id = $2 AND ${ofDate()}
          GROUP BY day ORDER BY day`,
        scope.currency,
        scope.timezone,
      ),
      query<{ promoter_id: string; name: string; username: string; type: 'User' | 'School'; orders: number; tickets: number; revenue: number }>(
        `SELECT promoter_id,
                (array_agg(promoter_name ORDER BY last_order_at DESC))[1] AS name,
                (array_agg(promoter_username ORDER BY last_order_at DESC))[1] AS username,
                (array_agg(promoter_type ORDER BY last_order_at DESC))[1] AS type,
                sum(orders)::bigint AS orders, sum(tickets)::bigint AS tickets, ${inCurrency('revenue')} AS revenue
           FROM reporting.promoter_sales
          WHERE owner_id = $1 AND event_id = $2 AND ${ofDate()}
          GROUP BY promoter_id ORDER BY orders DESC, revenue DESC, username`,
        scope.currency,
      ),
      query<{ code: string; orders: number; tickets: number; discounts: number; revenue: number }>(
        `SELECT code, sum(orders)::bigint AS orders, sum(tickets)::bigint AS tickets, ${inCurrency('discounts')} AS discounts, ${inCurrency('revenue')} AS revenue
           FROM reporting.promo_code_sales
          WHERE owner_id = $1 AND event_id = $2 AND ${ofDate()}
          GROUP BY code ORDER BY orders DESC, revenue DESC, code`,
        scope.currency,
      ),
    ]);
    const totals = money[0]!;
    const counts = funnel[0]!;
    const sold = ticketTypes.reduce((sum, row) => sum + row.tickets_sold, 0);
    return {
      ticketTypes: ticketTypes.map((row) => ({ ticketTypeId: row.ticket_type_id, name: row.ticket_name, sold: row.tickets_sold, revenue: row.revenue })),
      totals: {
        orders: orders[0]!.orders,
        ticketsSold: sold,
        grossSales: totals.gross_sales,
        refunds: totals.refunds,
        platformFees: totals.platform_fees,
        providerFees: totals.provider_fees,
        netSales: totals.net_sales,
      },
      // Expected at the door: the tickets sold and not refunded or cancelled.
      checkIns: { checkedIn: checkedIn[0]!.checked_in, expected: sold, curve: curve.map((row) => ({ at: row.at.toISOString(), checkedIn: row.checked_in })) },
      funnel: { views: counts.views, addToCart: counts.add_to_cart, initiateCheckout: counts.initiate_checkout, purchases: counts.purchases },
      salesPerDay: salesPerDay.map((row) => ({ day: row.day, tickets: row.tickets, grossSales: row.gross_sales })),
      promoters: promoters.map((row) => ({ promoterId: row.promoter_id, name: row.name, username: row.username, type: row.type, orders: row.orders, tickets: row.tickets, revenue: row.revenue })),
      promoCodes: promoCodes.map((row) => ({ code: row.code, orders: row.orders, tickets: row.tickets, discounts: row.discounts, revenue: row.revenue })),
    };
  }

  async referralFees(ownerIds: readonly string[]): Promise<ReferralFeeDay[]> {
    if (ownerIds.length === 0) return [];
    // Every sale: tickets (a refund's row gives its fee back), donations and membership payments.
    const { rows } = await this.pool.query<{ owner_id: string; currency: string; day: string; platform_fees: number }>(
      `SELECT owner_id, currency, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(platform_fees)::bigint AS platform_fees
         FROM reporting.revenue_facts
        WHERE owner_id = ANY($1::uuid[])
        GROUP BY owner_id, currency, day
        ORDER BY owner_id, currency, day`,
      [ownerIds],
    );
    return rows.map((row) => ({ ownerId: row.owner_id, currency: asCurrency(row.currency), day: row.day, platformFees: row.platform_fees }));
  }
}
