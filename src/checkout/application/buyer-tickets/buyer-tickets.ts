import { HttpStatus } from '@nestjs/common';
import type pg from 'pg';
import { ApiError } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { readTicketDates, type TicketDate } from '../../../ticketing/contracts/ticket-dates.js';
import { isHolder, type HeldTicket } from '../../domain/held-ticket.js';
import type { RegistrationStatus } from '../../domain/ticket-view.js';

type Db = Pick<pg.ClientBase, 'query'>;

export interface RegistrationRecord {
  id: string;
  orderId: string;
  eventDateId: string;
  ticketName: string;
  firstName: string;
  lastName: string;
  email: string;
  buyerEmail: string;
  userId: string | null;
  attendance: 'in-person' | 'online';
  status: RegistrationStatus;
  paid: number;
  transferred: boolean;
}

const COLUMNS = `id, order_id, event_date_id, ticket_name, first_name, last_name, email, buyer_email, user_id, attendance, status, price + fee AS paid, transferred_at IS NOT NULL AS transferred`;

type Row = {
  id: string;
  order_id: string;
  event_date_id: string;
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
};

const recordOf = (row: Row): RegistrationRecord => ({
  id: row.id,
  orderId: row.order_id,
  eventDateId: row.event_date_id,
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
});

async function projected(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(`SELECT to_regclass('checkout.registrations') IS NOT NULL AS found`);
  return !!rows[0]?.found;
}

/** Every ticket the user bought (signed in, or with their e-mail) or holds (their e-mail is on it). */
export async function registrationsOf(db: Db, viewer: { userId: string; email: string }): Promise<RegistrationRecord[]> {
  if (!(await projected(db))) return [];
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM checkout.registrations
      WHERE user_id = $1 OR lower(email) = $2 OR lower(buyer_email) = $2
      ORDER BY completed_at, id`,
    [viewer.userId, viewer.email],
  );
  return rows.map(recordOf);
}

export async function registrationById(db: Db, id: string): Promise<RegistrationRecord | null> {
  if (!isUuid(id) || !(await projected(db))) return null;
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM checkout.registrations WHERE id = $1`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

export const datesById = async (db: Db, ids: readonly string[]): Promise<Map<string, TicketDate>> =>
  new Map((await readTicketDates(db, [...new Set(ids)])).map((d) => [d.date.id, d]));

export const heldTicket = (record: RegistrationRecord, date: TicketDate, viewer: { userId: string; email: string }): HeldTicket => ({
  status: record.status,
  attendance: record.attendance,
  paid: record.paid,
  startsAt: date.date.startsAt,
  holder: isHolder(record, viewer),
});

/** The buyer's calls act for themself only: `{uuid}` / `{ownerId}` must be the signed-in user. */
export function ownAccountOnly(principalUserId: string, profileId: string, message: string): void {
  if (principalUserId !== profileId) throw new ApiError(HttpStatus.FORBIDDEN, message);
}
