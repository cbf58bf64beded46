import type { ActivityFilter, ActivityRow, Page, PageOptions, PatronRow, RevenueFilter, RevenueReport, TransactionFilter, TransactionRow } from '../report-views.js';

/** Port: what the reporting pages read from schema `reporting` (one query port for the context). */
export abstract class ReportingQueries {
  /** The owner's orders: search by order id, customer, e-mail or product; sortable; one patron's with `patron`. */
  abstract transactions(ownerId: string, filter: TransactionFilter): Promise<Page<TransactionRow>>;
  /** One order of the owner, or null (also for another owner's order). */
  abstract transaction(ownerId: string, orderId: string): Promise<TransactionRow | null>;
  /** The owner's patrons: search by name or e-mail; sort by firstName, email, totalAmount or orderCount. */
  abstract patrons(ownerId: string, options: PageOptions): Promise<Page<PatronRow>>;
  /** One patron of the owner by account id or e-mail (lowercased), or null. */
  abstract patron(ownerId: string, key: string): Promise<PatronRow | null>;
  /** The owner's activity, searchable by its text; one patron's with `patron` (their e-mail). */
  abstract activities(ownerId: string, filter: ActivityFilter): Promise<Page<ActivityRow>>;
  /** Revenue per dimension and currency, with a total per currency. */
  abstract revenue(ownerId: string, filter: RevenueFilter): Promise<RevenueReport>;
}
