import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { MemberTickets, type MemberTicket } from '../contracts/member-tickets.js';

interface MemberTicketRow {
  ticket_type_id: string;
  name: string;
  event_id: string;
  event_name: string;
  starts_at: Date;
  tier_ids: string[];
}

const COLUMNS = `t.id AS ticket_type_id, t.name, e.id AS event_id, e.name AS event_name, d.starts_at, t.membership_tier_ids AS tier_ids
  FROM ticketing.ticket_types t JOIN ticketing.event_dates d ON d.id = t.event_date_id JOIN ticketing.events e ON e.id = t.event_id`;
/** A date is upcoming until it ends (or starts, without an end). */
const UPCOMING = 'coalesce(d.ends_at, d.starts_at) > now()';
const ORDER = 'ORDER BY d.starts_at, e.name, t.position, t.id';

const memberTicketOf = (row: MemberTicketRow): MemberTicket => ({
  ticketTypeId: row.ticket_type_id,
  name: row.name,
  eventId: row.event_id,
  eventName: row.event_name,
  startsAt: row.starts_at.toISOString(),
  tierIds: row.tier_ids,
});

@Injectable()
export class PostgresMemberTickets extends MemberTickets {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async forTiers(tierIds: readonly string[]): Promise<MemberTicket[]> {
    if (!tierIds.length) return [];
    const { rows } = await this.pool.query<MemberTicketRow>(
      // Only the tiers' own owner's tickets: another owner's ticket may list any tier id, and must not appear on this owner's page.
      `SELECT ${COLUMNS} WHERE t.visibility_scope = 'member' AND t.membership_tier_ids && $1::uuid[] AND e.published AND ${UPCOMING}
         AND EXISTS (SELECT 1 FROM membership.tiers mt WHERE mt.id = ANY($1::uuid[]) AND mt.id = ANY(t.membership_tier_ids) AND mt.owner_id = e.owner_id) ${ORDER}`,
      [tierIds],
    );
    return rows.map(memberTicketOf);
  }

  async ownerTicketTypes(ownerId: string): Promise<MemberTicket[]> {
    const { rows } = await this.pool.query<MemberTicketRow>(`SELECT ${COLUMNS} WHERE e.owner_id = $1 AND ${UPCOMING} ${ORDER}`, [ownerId]);
    return rows.map(memberTicketOf);
  }
}
