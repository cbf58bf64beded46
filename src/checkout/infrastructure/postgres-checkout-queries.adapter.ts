import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { readModelExists } from '../../shared/persistence/read-model-tables.js';
import { paymentType, type RegistrationList, type RegistrationRow } from '../application/list-registrations/list-registrations.query.js';
import { CheckoutQueries, type RegistrationFilter } from '../application/ports/checkout-queries.port.js';
import type { RegistrationRecord, Viewer } from '../application/registration-view.js';
import type { TicketTypeCheckIns } from '../application/check-in/get-check-in-counts.query.js';
import type { Redemption } from '../domain/member-benefits.js';
import type { RegistrationStatus } from '../domain/ticket-view.js';
import { ticketSigningKey } from './ticket-signing-key.js';

const RECORD_COLUMNS = `id, order_id, event_id, event_date_id, owner_id, ticket_type_id, ticket_name, first_name, last_name, email, buyer_email, user_id, attendance, status,
  price + fee AS paid, transferred_at IS NOT NULL AS transferred, share_code`;

interface RecordRow {
  id: string;
  order_id: string;
  event_id: string;
  event_date_id: string;
  owner_id: string;
  ticket_type_id: string;
  ticket_name: string;
  first_name: string;
  last_name: string;
  email: string;
  buyer_email: string;
  user_id: string | null;
  attendance: 'in-person' | 'online';
  status: RegistrationStatus;
  paid: number;
  transferred: boolean;
  share_code: string | null;
}

const recordOf = (row: RecordRow): RegistrationRecord => ({
  id: row.id,
  orderId: row.order_id,
  eventId: row.event_id,
  eventDateId: row.event_date_id,
  ownerId: row.owner_id,
  ticketTypeId: row.ticket_type_id,
  ticketName: row.ticket_name,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  buyerEmail: row.buyer_email,
  userId: row.user_id,
  attendance: row.attendance,
  status: row.status,
  paid: row.paid,
  transferred: row.transferred,
  shareCode: row.share_code,
});

/** The registrations projection and the checkout settings, in SQL. */
@Injectable()
export class PostgresCheckoutQueries extends CheckoutQueries {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async registration(id: string): Promise<RegistrationRecord | null> {
    if (!isUuid(id) || !(await this.projected())) return null;
    const { rows } = await this.pool.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM checkout.registrations WHERE id = $1`, [id]);
    return rows[0] ? recordOf(rows[0]) : null;
  }

  async registrationsOf(viewer: Viewer): Promise<RegistrationRecord[]> {
    if (!(await this.projected())) return [];
    const { rows } = await this.pool.query<RecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM checkout.registrations
        WHERE user_id = $1 OR lower(email) = $2 OR lower(buyer_email) = $2
        ORDER BY completed_at, id`,
      [viewer.userId, viewer.email],
    );
    return rows.map(recordOf);
  }

  async eventRegistrations({ eventId, eventDateId, search, page, perPage }: RegistrationFilter): Promise<RegistrationList> {
    if (!(await this.projected())) return { data: [], page, perPage, totalCount: 0 };
    const pattern = search.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `event_id = $1 AND ($2::uuid IS NULL OR event_date_id = $2)
      AND ($3::text IS NULL OR (first_name || ' ' || last_name) ILIKE $3 OR email ILIKE $3 OR ticket_name ILIKE $3 OR order_id::text ILIKE $3)`;
    const params = [eventId, eventDateId, pattern];
    const [{ rows }, { rows: count }] = await Promise.all([
      this.pool.query<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        ticket_name: string;
        ticket_type_id: string;
        seat: string | null;
        status: RegistrationRow['status'];
        payment_method: string | null;
        order_id: string;
        event_date_id: string;
        checked_in_at: Date | null;
        completed_at: Date;
      }>(
        `SELECT id, first_name, last_name, email, ticket_name, ticket_type_id, seat, status, payment_method, order_id, event_date_id, checked_in_at, completed_at
           FROM checkout.registrations WHERE ${where}
          ORDER BY completed_at DESC, last_name, first_name, id
          LIMIT $4 OFFSET $5`,
        [...params, perPage, (page - 1) * perPage],
      ),
      this.pool.query<{ total: number }>(`SELECT count(*) AS total FROM checkout.registrations WHERE ${where}`, params),
    ]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        ticket: row.ticket_name,
        ticketTypeId: row.ticket_type_id,
        seat: row.seat,
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

  async checkInCounts(eventId: string, eventDateId: string | null): Promise<TicketTypeCheckIns[]> {
    if (!(await this.projected())) return [];
    const { rows } = await this.pool.query<{ ticket_type_id: string; name: string; checked_in: number; expected: number }>(
      `SELECT ticket_type_id, min(ticket_name) AS name, count(*) FILTER (WHERE status = 'checked_in') AS checked_in, count(*) AS expected
         FROM checkout.registrations
        WHERE event_id = $1 AND ($2::uuid IS NULL OR event_date_id = $2) AND status IN ('active', 'checked_in')
        GROUP BY ticket_type_id
        ORDER BY name, ticket_type_id`,
      [eventId, eventDateId],
    );
    return rows.map((row) => ({ ticketTypeId: row.ticket_type_id, name: row.name, checkedIn: row.checked_in, expected: row.expected }));
  }

  async registrationStatuses(orderId: string): Promise<Map<string, RegistrationStatus>> {
    if (!(await this.projected())) return new Map();
    const { rows } = await this.pool.query<{ id: string; status: RegistrationStatus }>('SELECT id, status FROM checkout.registrations WHERE order_id = $1', [orderId]);
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  ticketSigningKey(): Promise<string> {
    return ticketSigningKey(this.pool);
  }

  /** `membership.benefit_redemptions` is the membership context's projection of completed orders (documented table). */
  async benefitRedemptions(userId: string, benefitIds: readonly string[], of: { eventId: string; since: Date }): Promise<Redemption[]> {
    // Until the worker has created the table, nothing was redeemed.
    if (!(await readModelExists(this.pool, 'membership.benefit_redemptions'))) return [];
    const { rows } = await this.pool.query<{ benefit_id: string; event_id: string; completed_at: Date }>(
      `SELECT benefit_id, event_id, completed_at FROM membership.benefit_redemptions
        WHERE user_id = $1 AND benefit_id = ANY($2::uuid[]) AND (event_id = $3 OR completed_at > $4)`,
      [userId, benefitIds, of.eventId, of.since],
    );
    return rows.map((row) => ({ benefitId: row.benefit_id, eventId: row.event_id, completedAt: row.completed_at }));
  }

  async videoDonationTotals(videoIds: readonly string[]): Promise<Map<string, number>> {
    // Until the worker has created the table, nothing was donated.
    if (!(await readModelExists(this.pool, 'checkout.video_donations'))) return new Map();
    const { rows } = await this.pool.query<{ video_id: string; total: number }>(
      'SELECT video_id, sum(amount)::bigint AS total FROM checkout.video_donations WHERE video_id = ANY($1::uuid[]) GROUP BY video_id',
      [videoIds],
    );
    return new Map(rows.map((row) => [row.video_id, row.total]));
  }

  /** The registrations table comes with its projection: until the worker has created it, there are none. */
  private projected(): Promise<boolean> {
    return readModelExists(this.pool, 'checkout.registrations');
  }
}
