import type { PatronRow } from './report-queries.js';

/** Patrons with the number of events each attended; `extra` adds select columns. */
export const patronSelect = (extra = '') => `SELECT p.user_id, p.email, p.first_name, p.last_name, p.currency, p.total_amount, p.order_count, p.member_since,
  (SELECT count(*)::int FROM reporting.patron_events e WHERE e.owner_id = p.owner_id AND e.email = p.email) AS events_attended${extra}
  FROM reporting.patrons p`;

export interface PatronRecord {
  user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  currency: string;
  total_amount: number;
  order_count: number;
  member_since: Date;
  events_attended: number;
}

/** A patron is linked by account id when they have one, otherwise by e-mail. */
export const patronRow = (row: PatronRecord): PatronRow => ({
  id: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  currency: row.currency,
  totalAmount: row.total_amount,
  orderCount: row.order_count,
  eventsAttended: row.events_attended,
  memberSince: row.member_since.toISOString(),
});
