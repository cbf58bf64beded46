import type pg from 'pg';

/** Tickets held by unfinished checkouts, per ticket type: they count against capacity until their deadline. */
export async function liveHolds(db: Pick<pg.Pool, 'query'>, ticketTypeIds: readonly string[]): Promise<Map<string, number>> {
  if (!ticketTypeIds.length) return new Map();
  // sum() of the integer column is a bigint, read as an exact number (src/shared/persistence/pg-types.ts).
  const { rows } = await db.query<{ ticket_type_id: string; held: number }>(
    `SELECT ticket_type_id, sum(quantity) AS held FROM ticketing.holds
     WHERE ticket_type_id = ANY($1::uuid[]) AND NOT committed AND expires_at > now() GROUP BY ticket_type_id`,
    [ticketTypeIds],
  );
  return new Map(rows.map((row) => [row.ticket_type_id, row.held]));
}
