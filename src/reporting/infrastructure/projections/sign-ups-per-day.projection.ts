import type pg from 'pg';
import { UserSignedUp, type UserSignedUpData } from '../../../accounts/contracts/account-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';

/** `reporting.sign_ups_per_day`: how many accounts were created on each UTC day. */
export const signUpsPerDayProjection: Projection = {
  name: 'sign_ups_per_day',
  /** 2: money in bigint columns, sums per currency. */
  version: 2,
  eventTypes: [UserSignedUp],
  tables: ['reporting.sign_ups_per_day'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.sign_ups_per_day (
    day date PRIMARY KEY,
    sign_ups bigint NOT NULL
  )`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const perDay = new Map<string, number>();
    for (const event of events) {
      // The UTC day of the instant, whatever offset the ISO string was written with.
      const day = new Date((event.data as unknown as UserSignedUpData).signedUpAt).toISOString().slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    await client.query(
      `INSERT INTO reporting.sign_ups_per_day (day, sign_ups)
       SELECT * FROM unnest($1::date[], $2::bigint[])
       ON CONFLICT (day) DO UPDATE SET sign_ups = reporting.sign_ups_per_day.sign_ups + EXCLUDED.sign_ups`,
      [[...perDay.keys()], [...perDay.values()]],
    );
  },
};
