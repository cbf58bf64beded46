import type pg from 'pg';
import type { CheckoutOffer } from './checkout-catalog.js';

/** What a printed or mailed ticket shows of its date and event (a part of CheckoutOffer). */
export interface TicketDate {
  event: Pick<CheckoutOffer['event'], 'id' | 'name' | 'timezone' | 'refundsAllowed' | 'questions' | 'poster' | 'locationSetting' | 'locationName' | 'locationAddress'>;
  date: CheckoutOffer['date'];
}

type TicketDateRow = {
  event_id: string;
  name: string;
  timezone: string;
  refunds_allowed: boolean;
  questions: TicketDate['event']['questions'];
  poster: string | null;
  location_setting: 'tba' | 'other';
  location_name: string | null;
  location_address: string | null;
  date_id: string;
  starts_at: Date;
  ends_at: Date | null;
  door_time: Date | null;
};

const ticketDateOf = (row: TicketDateRow): TicketDate => ({
  event: {
    id: row.event_id,
    name: row.name,
    timezone: row.timezone,
    refundsAllowed: row.refunds_allowed,
    questions: row.questions,
    poster: row.poster,
    locationSetting: row.location_setting,
    locationName: row.location_name,
    locationAddress: row.location_address,
  },
  date: { id: row.date_id, startsAt: row.starts_at, endsAt: row.ends_at, doorTime: row.door_time },
});

/**
 * The dates' ticket details read on a plain connection, for processes without the API's container (the
 * worker mailing tickets) and for lists of tickets. Unknown dates are left out.
 */
export async function readTicketDates(db: Pick<pg.ClientBase, 'query'>, eventDateIds: readonly string[]): Promise<TicketDate[]> {
  if (!eventDateIds.length) return [];
  const { rows } = await db.query<TicketDateRow>(
    `SELECT e.id AS event_id, e.name, e.timezone, e.refunds_allowed, e.questions, e.poster, e.location_setting, e.location_name, e.location_address,
            d.id AS date_id, d.starts_at, d.ends_at, d.door_time
       FROM ticketing.event_dates d JOIN ticketing.events e ON e.id = d.event_id
      WHERE d.id = ANY($1::uuid[])`,
    [eventDateIds],
  );
  return rows.map(ticketDateOf);
}

/** One date's ticket details (see readTicketDates); null when the date is unknown. */
export async function readTicketDate(db: Pick<pg.ClientBase, 'query'>, eventDateId: string): Promise<TicketDate | null> {
  return (await readTicketDates(db, [eventDateId]))[0] ?? null;
}
