import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { isUuid } from '../../../shared/ids.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { ListRegistrationsQuery, type RegistrationList, type RegistrationRow } from './list-registrations.query.js';

/** Seeds 000 §9 and 001: payment method 'free' is shown 'Comp (Free)', a missing one 'N/A'. */
export function paymentType(method: string | null): string {
  if (!method) return 'N/A';
  if (method === 'free') return 'Comp (Free)';
  if (method === 'stripe') return 'Card';
  if (method === 'demo') return 'Card (demo)';
  return method;
}

/** Reads the registrations projection; newest first, searched by name, e-mail or ticket. */
@QueryHandler(ListRegistrationsQuery)
export class ListRegistrationsHandler implements IQueryHandler<ListRegistrationsQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ eventId, eventDateId, page, perPage, search }: ListRegistrationsQuery): Promise<RegistrationList> {
    const empty = { data: [], page, perPage, totalCount: 0 };
    if (!isUuid(eventId) || (eventDateId !== null && !isUuid(eventDateId))) return empty;
    // The projection creates its table when the worker first runs.
    const { rows: exists } = await this.pool.query<{ found: boolean }>(`SELECT to_regclass('checkout.registrations') IS NOT NULL AS found`);
    if (!exists[0]?.found) return empty;
    const pattern = search.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `event_id = $1 AND ($2::uuid IS NULL OR event_date_id = $2)
      AND ($3::text IS NULL OR (first_name || ' ' || last_name) ILIKE $3 OR email ILIKE $3 OR ticket_name ILIKE $3)`;
    const params = [eventId, eventDateId, pattern];
    const [{ rows }, { rows: count }] = await Promise.all([
      this.pool.query<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        ticket_name: string;
        status: RegistrationRow['status'];
        payment_method: string | null;
        order_id: string;
        event_date_id: string;
        checked_in_at: Date | null;
        completed_at: Date;
      }>(
        `SELECT id, first_name, last_name, email, ticket_name, status, payment_method, order_id, event_date_id, checked_in_at, completed_at
           FROM checkout.registrations WHERE ${where}
          ORDER BY completed_at DESC, last_name, first_name, id
          LIMIT $4 OFFSET $5`,
        [...params, perPage, (page - 1) * perPage],
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM checkout.registrations WHERE ${where}`, params),
    ]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        ticket: row.ticket_name,
        status: row.status,
        paymentMethod: row.payment_method || null,
        paymentType: paymentType(row.payment_method || null),
        orderId: row.order_id,
        eventDateId: row.event_date_id,
        checkedIn: row.status === 'checked_in',
        checkedInAt: row.checked_in_at?.toISOString() ?? null,
        createdAt: row.completed_at.toISOString(),
      })),
      page,
      perPage,
      totalCount: count[0]?.total ?? 0,
    };
  }
}
