import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { type EventSeatingRecord, SeatChartRepository } from '../application/ports/seat-chart-repository.port.js';
import type { ChartDefinition, ChartPlace, SeatChart } from '../domain/seating/chart-rules.js';
import { lockSeatRows, notifySeatChanges, SEAT_LOCK_ORDER, seatTaken } from './seat-rows.js';

interface SeatChartRow {
  id: string;
  owner_id: string;
  name: string;
  version: number;
  definition: ChartDefinition;
  created_at: Date;
  updated_at: Date;
}

export const toSeatChart = (row: SeatChartRow): SeatChart => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  version: row.version,
  definition: row.definition,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A place (alias `s`) sold, or held by a hold still running (an expired hold is free). */
const TAKEN = seatTaken('s');

/** The places as a jsonb parameter, read back with PLACES. */
const placesParam = (places: readonly ChartPlace[]) => JSON.stringify(places.map((place) => ({ label: place.label, capacity: place.capacity, category_key: place.categoryKey })));
const PLACES = `jsonb_to_recordset($2::jsonb) AS p (label text, capacity integer, category_key integer)`;

type Queryable = Pick<pg.PoolClient, 'query'>;

@Injectable()
export class PostgresSeatChartRepository extends SeatChartRepository {
  /** The transaction's client when `transaction` handed this repository out; the pool otherwise. */
  private db: Queryable;

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
    this.db = pool;
  }

  async transaction<T>(work: (charts: SeatChartRepository) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const charts = new PostgresSeatChartRepository(this.pool);
      charts.db = client;
      const result = await work(charts);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async find(chartId: string, options: { lock?: 'update' | 'share' } = {}): Promise<SeatChart | null> {
    if (!isUuid(chartId)) return null;
    const lock = options.lock === 'update' ? ' FOR UPDATE' : options.lock === 'share' ? ' FOR SHARE' : '';
    const { rows } = await this.db.query<SeatChartRow>(`SELECT id, owner_id, name, version, definition, created_at, updated_at FROM ticketing.seat_charts WHERE id = $1${lock}`, [chartId]);
    return rows[0] ? toSeatChart(rows[0]) : null;
  }

  async add(chart: SeatChart): Promise<void> {
    await this.db.query('INSERT INTO ticketing.seat_charts (id, owner_id, name, version, definition, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      chart.id,
      chart.ownerId,
      chart.name,
      chart.version,
      JSON.stringify(chart.definition),
      chart.createdAt,
      chart.updatedAt,
    ]);
  }

  async save(chart: SeatChart): Promise<void> {
    await this.db.query('UPDATE ticketing.seat_charts SET name = $2, definition = $3, version = $4, updated_at = $5 WHERE id = $1', [
      chart.id,
      chart.name,
      JSON.stringify(chart.definition),
      chart.version,
      chart.updatedAt,
    ]);
  }

  async delete(chartId: string): Promise<void> {
    await this.db.query('DELETE FROM ticketing.seat_charts WHERE id = $1', [chartId]);
  }

  async eventsUsing(chartId: string): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>('SELECT count(*) AS count FROM ticketing.events WHERE seat_chart_id = $1', [chartId]);
    return rows[0]!.count;
  }

  async datesUsing(chartId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT d.id FROM ticketing.event_dates d JOIN ticketing.events e ON e.id = d.event_id WHERE e.seat_chart_id = $1 ORDER BY d.id',
      [chartId],
    );
    return rows.map((row) => row.id);
  }

  async ticketTypeCategoryKeys(chartId: string): Promise<number[][]> {
    const { rows } = await this.db.query<{ keys: number[] }>(
      `SELECT t.seats_category_keys AS keys FROM ticketing.ticket_types t JOIN ticketing.events e ON e.id = t.event_id
       WHERE e.seat_chart_id = $1 AND cardinality(t.seats_category_keys) > 0`,
      [chartId],
    );
    return rows.map((row) => row.keys);
  }

  async lockTakenPlaces(dateIds: readonly string[], labels: readonly string[]): Promise<Map<string, number>> {
    if (!dateIds.length || !labels.length) return new Map();
    // Locked in key order, as other writers of many rows do, so two of them never wait on each other.
    const { rows } = await this.db.query<{ event_date_id: string; label: string; taken: boolean }>(
      `SELECT s.event_date_id, s.label, ${TAKEN} AS taken FROM ticketing.seats s
       WHERE s.event_date_id = ANY($1::uuid[]) AND s.label = ANY($2::text[])
       ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`,
      [dateIds, labels],
    );
    const perDate = new Map<string, number>();
    for (const row of rows) if (row.taken) perDate.set(`${row.event_date_id}\n${row.label}`, (perDate.get(`${row.event_date_id}\n${row.label}`) ?? 0) + 1);
    const taken = new Map<string, number>();
    for (const [key, count] of perDate) {
      const label = key.slice(key.indexOf('\n') + 1);
      taken.set(label, Math.max(taken.get(label) ?? 0, count));
    }
    return taken;
  }

  async syncSeats(dateIds: readonly string[], places: readonly ChartPlace[]): Promise<void> {
    if (!dateIds.length) return;
    const params = [dateIds, placesParam(places)];
    // Labels gone from the chart: their free rows go (the edit rules keep sold and held ones in the chart).
    await this.db.query(
      `DELETE FROM ticketing.seats s WHERE s.event_date_id = ANY($1::uuid[]) AND NOT ${TAKEN}
       AND NOT EXISTS (SELECT 1 FROM ${PLACES} WHERE p.label = s.label)`,
      params,
    );
    // An area that shrank keeps its taken places and as many free ones as fit.
    await this.db.query(
      `DELETE FROM ticketing.seats s USING (
         SELECT r.event_date_id, r.label, r.place, p.capacity,
           row_number() OVER (PARTITION BY r.event_date_id, r.label ORDER BY ${seatTaken('r')} DESC, r.place) AS rank
         FROM ticketing.seats r JOIN ${PLACES} ON p.label = r.label
         WHERE r.event_date_id = ANY($1::uuid[])
       ) ranked
       WHERE s.event_date_id = ranked.event_date_id AND s.label = ranked.label AND s.place = ranked.place AND ranked.rank > ranked.capacity AND NOT ${TAKEN}`,
      params,
    );
    await this.db.query(
      `UPDATE ticketing.seats s SET category_key = p.category_key FROM ${PLACES}
       WHERE s.event_date_id = ANY($1::uuid[]) AND s.label = p.label AND s.category_key <> p.category_key`,
      params,
    );
    // Missing places (all of them for a date just seated), numbered after the label's last one.
    await this.db.query(
      `INSERT INTO ticketing.seats (event_date_id, label, place, category_key)
       SELECT d.id, p.label, coalesce(e.last, 0) + g.n, p.category_key
       FROM unnest($1::uuid[]) AS d (id) CROSS JOIN ${PLACES}
       CROSS JOIN LATERAL (SELECT count(*) AS count, max(s.place) AS last FROM ticketing.seats s WHERE s.event_date_id = d.id AND s.label = p.label) e
       CROSS JOIN LATERAL generate_series(1, p.capacity - e.count) AS g (n)
       ON CONFLICT DO NOTHING`,
      params,
    );
    await notifySeatChanges(this.db, dateIds);
  }

  async clearSeats(dateIds: readonly string[]): Promise<boolean> {
    if (!dateIds.length) return false;
    // Locked first, in the one order, as a hold locks them: the delete then waits on nobody crosswise.
    await lockSeatRows(this.db, dateIds);
    await this.db.query(`DELETE FROM ticketing.seats s WHERE s.event_date_id = ANY($1::uuid[]) AND NOT ${TAKEN}`, [dateIds]);
    const { rowCount } = await this.db.query('SELECT 1 FROM ticketing.seats WHERE event_date_id = ANY($1::uuid[]) LIMIT 1', [dateIds]);
    await notifySeatChanges(this.db, dateIds);
    return (rowCount ?? 0) > 0;
  }

  async lockEvent(eventId: string, lock: 'update' | 'share'): Promise<EventSeatingRecord | null> {
    if (!isUuid(eventId)) return null;
    const { rows } = await this.db.query<{ owner_id: string; seat_chart_id: string | null }>(
      `SELECT owner_id, seat_chart_id FROM ticketing.events WHERE id = $1 ${lock === 'update' ? 'FOR UPDATE' : 'FOR SHARE'}`,
      [eventId],
    );
    if (!rows[0]) return null;
    const dates = await this.db.query<{ id: string }>('SELECT id FROM ticketing.event_dates WHERE event_id = $1 ORDER BY id', [eventId]);
    return { eventId, ownerId: rows[0].owner_id, seatChartId: rows[0].seat_chart_id, dateIds: dates.rows.map((row) => row.id) };
  }

  async setEventChart(eventId: string, chartId: string | null): Promise<void> {
    await this.db.query('UPDATE ticketing.events SET seat_chart_id = $2 WHERE id = $1', [eventId, chartId]);
  }
}
