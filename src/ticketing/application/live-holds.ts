import type pg from 'pg';

/** Tickets held by unfinished checkouts, per ticket type: they count against capacity until their deadline. */
export async function liveHolds(pool: pg.Pool, ticketTypeIds: readonly string[]): Promise<Map<string, number>> {
  if (!ticketTypeIds.length) return new Map();
  const { rows } = await pool.query<{ ticket_type_id: string; held: number }>(
    `SELECT ticket_type_id, sum(quantity)::int AS held FROM ticketing.holds
     WHERE ticket_type_id = ANY($1::uuid[]) AND NOT committed AND expires_at > now() GROUP BY ticket_type_id`,
    [ticketTypeIds],
  );
  return new Map(rows.map((row) => [row.ticket_type_id, row.held]));
}
