import type { ActivityFilter, ActivityRow, Page, PageOptions, PatronRow, PromoterSalesFilter, PromoterSalesRow, RevenueFilter, RevenueReport, StoredTransaction, TransactionFilter } from '../report-views.js';
import type { ReferralFeeDay } from '../referral-views.js';
import type { EventStatsScope, ProjectedEventStats } from '../event-stats-views.js';

/** Port: what the reporting pages read from schema `reporting` (one query port for the context). */
export abstract class ReportingQueries {
  /** The owner's orders: search by order id, customer, e-mail or product; sortable; one patron's with `patron`. */
  abstract transactions(ownerId: string, filter: TransactionFilter): Promise<Page<StoredTransaction>>;
  /** One order of the owner, or null (also for another owner's order). */
  abstract transaction(ownerId: string, orderId: string): Promise<StoredTransaction | null>;
  /** The owner's patrons: search by name or e-mail; sort by firstName, email, totalAmount or orderCount. */
  abstract patrons(ownerId: string, options: PageOptions): Promise<Page<PatronRow>>;
  /** One patron of the owner by account id or e-mail (lowercased), or null. */
  abstract patron(ownerId: string, key: string): Promise<PatronRow | null>;
  /** The owner's activity, searchable by its text; one patron's with `patron` (their e-mail). */
  abstract activities(ownerId: string, filter: ActivityFilter): Promise<Page<ActivityRow>>;
  /** Revenue per dimension and currency, with a total per currency. */
  abstract revenue(ownerId: string, filter: RevenueFilter): Promise<RevenueReport>;
  /** What each promoter's links sold for the owner (one event's with `eventId`), per currency; the most orders first. */
  abstract promoterSales(ownerId: string, filter: PromoterSalesFilter): Promise<Page<PromoterSalesRow>>;
  /** Platform fees per referred account, currency and UTC day, of completed orders and donations, net of refunded fees. */
  abstract referralFees(ownerIds: readonly string[]): Promise<ReferralFeeDay[]>;
  /** An event's (or one date's) sales per ticket type, totals, check-ins, funnel, sales per day, promoters and promo codes. */
  abstract eventStats(scope: EventStatsScope): Promise<ProjectedEventStats>;
}
