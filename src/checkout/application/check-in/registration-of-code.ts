import type pg from 'pg';
import { verifyTicketCode } from '../../domain/ticket-code.js';
import { ticketSigningKey } from '../ticket-records.js';

export interface RegistrationRow {
  id: string;
  order_id: string;
  event_id: string;
  owner_id: string;
  first_name: string;
  last_name: string;
  ticket_name: string;
  status: 'active' | 'checked_in' | 'canceled' | 'refunded';
}

/**
 * The registration a scanned code names: 'invalid' for a forged, altered or malformed code, null for a
 * genuine code whose registration is not known (yet).
 */
export async function registrationOfCode(db: Pick<pg.ClientBase, 'query'>, code: string): Promise<RegistrationRow | 'invalid' | null> {
  const registrationId = verifyTicketCode(code, await ticketSigningKey(db));
  if (!registrationId) return 'invalid';
  const { rows: exists } = await db.query<{ found: boolean }>(`SELECT to_regclass('checkout.registrations') IS NOT NULL AS found`);
  if (!exists[0]?.found) return null;
  const { rows } = await db.query<RegistrationRow>(
    'SELECT id, order_id, event_id, owner_id, first_name, last_name, ticket_name, status FROM checkout.registrations WHERE id::text = $1',
    [registrationId],
  );
  return rows[0] ?? null;
}
