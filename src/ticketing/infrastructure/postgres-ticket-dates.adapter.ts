import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { asCurrency, DEFAULT_CURRENCY } from '../../shared/money.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { isUuid } from '../../shared/ids.js';
import { TicketDates, type EventTicketTypes, type TicketDate } from '../contracts/ticket-dates.js';
import { ticketCapacity, type TicketType } from '../domain/event.js';

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

const SELECT_DATES = `SELECT e.id AS event_id, e.name, e.timezone, e.refunds_allowed, e.questions, e.poster, e.location_setting, e.location_name, e.location_address,
         d.id AS date_id, d.starts_at, d.ends_at, d.door_time
    FROM ticketing.event_dates d JOIN ticketing.events e ON e.id = d.event_id`;

/** The dates' ticket details on a plain connection, so processes without the API's container can use it too. */
@Injectable()
export class PostgresTicketDates extends TicketDates {
  constructor(@Inject(DATABASE_POOL) private readonly db: Pick<pg.Pool, 'query'>) {
    super();
  }

  async ofDates(eventDateIds: readonly string[]): Promise<TicketDate[]> {
    if (!eventDateIds.length) return [];
    const { rows } = await this.db.query<TicketDateRow>(`${SELECT_DATES} WHERE d.id = ANY($1::uuid[])`, [eventDateIds]);
    return rows.map(ticketDateOf);
  }

  async onlineDatesOf(eventId: string): Promise<TicketDate[]> {
    const { rows } = await this.db.query<TicketDateRow>(
      `${SELECT_DATES}
        WHERE d.event_id = $1 AND EXISTS (SELECT 1 FROM ticketing.ticket_types t WHERE t.event_date_id = d.id AND t.attendance = 'online')
        ORDER BY d.starts_at, d.id`,
      [eventId],
    );
    return rows.map(ticketDateOf);
  }

  async ofDate(eventDateId: string): Promise<TicketDate | null> {
    return (await this.ofDates([eventDateId]))[0] ?? null;
  }

  async eventTicketTypes(eventId: string): Promise<EventTicketTypes | null> {
    if (!isUuid(eventId)) return null;
    const [events, dates, ticketTypes] = await Promise.all([
      this.db.query<{ id: string; name: string; owner_id: string; timezone: string }>('SELECT id, name, owner_id, timezone FROM ticketing.events WHERE id = $1', [eventId]),
      this.db.query<{ id: string; starts_at: Date }>('SELECT id, starts_at FROM ticketing.event_dates WHERE event_id = $1 ORDER BY starts_at, id', [eventId]),
      this.db.query<{ id: string; event_date_id: string; name: string; currency: string } & Pick<TicketType, 'quantity' | 'visibilityScope' | 'quantityPerCode'>>(
        `SELECT t.id, t.event_date_id, t.name, t.currency, t.quantity, t.visibility_scope AS "visibilityScope", t.quantity_per_code AS "quantityPerCode"
           FROM ticketing.ticket_types t JOIN ticketing.event_dates d ON d.id = t.event_date_id
          WHERE t.event_id = $1 ORDER BY d.starts_at, d.id, t.position, t.id`,
        [eventId],
      ),
    ]);
    const event = events.rows[0];
    if (!event) return null;
    return {
      // The event's currency is its ticket types' (as the event page tells it); without any, the one new ones start with.
      event: { id: event.id, name: event.name, ownerId: event.owner_id, timezone: event.timezone, currency: ticketTypes.rows[0] ? asCurrency(ticketTypes.rows[0].currency) : DEFAULT_CURRENCY },
      dates: dates.rows.map((row) => ({ id: row.id, startsAt: row.starts_at })),
      ticketTypes: ticketTypes.rows.map((row) => ({ id: row.id, eventDateId: row.event_date_id, name: row.name, capacity: ticketCapacity(row) })),
    };
  }
}
