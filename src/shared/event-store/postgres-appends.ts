import { ExpectedVersionConflictError, NO_CONCURRENCY_CHECK, type ExpectedStreamVersion } from '@event-driven-io/emmett';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { NewEvent } from './event-store.port.js';

/** Emmett's default partition (its tables are partitioned by it); everything here lives in it. */
export const PARTITION = 'emt:default';
/** Emmett's stream type of a stream name without a `<category>-` prefix. */
const UNKNOWN_STREAM_TYPE = 'emt:unknown';
const UNIQUE_VIOLATION = '23505';
/** New streams appended in one statement at most. */
const MAX_NEW_STREAMS = 256;

export interface Appended {
  /** Emmett's 1-based version of the stream after the append. */
  nextExpectedStreamVersion: bigint;
}

/** JSON with bigints as strings. The replacer makes JSON.stringify several times slower: only a value with a bigint takes it. */
function json(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
}

/** The arguments Emmett's `appendToStream` gives its function `emt_append_to_stream` for events, but their data and metadata. */
function messages(events: readonly NewEvent<string, object>[]) {
  return {
    ids: events.map(() => randomUUID()),
    versions: events.map(() => '1'),
    types: events.map((e) => e.type),
    kinds: events.map(() => 'E'),
  };
}

const streamType = (streamName: string) => {
  const [category, ...rest] = streamName.split('-');
  return category && rest.length ? category : UNKNOWN_STREAM_TYPE;
};

/**
 * Emmett's append (its function `emt_append_to_stream`) as one statement: a transaction of its own, without the
 * BEGIN and COMMIT round trips of Emmett's `appendToStream` around it, and with parameters rather than literals. A
 * new stream (version 0) that exists after all is a conflict, as in Emmett.
 */
export async function appendOne(pool: pg.Pool, streamName: string, events: readonly NewEvent<string, object>[], version: ExpectedStreamVersion): Promise<Appended> {
  const m = messages(events);
  try {
    const { rows } = await pool.query<{ success: boolean; next_stream_position: number | null }>(
      `SELECT success, next_stream_position FROM emt_append_to_stream($1::text[], $2::jsonb[], $3::jsonb[], $4::text[], $5::text[], $6::text[], $7::text, $8::text, $9::bigint, $10::text)`,
      [m.ids, events.map((e) => json(e.data)), events.map((e) => json(e.metadata ?? {})), m.versions, m.types, m.kinds, streamName, streamType(streamName), version === NO_CONCURRENCY_CHECK ? null : version.toString(), PARTITION],
    );
    if (rows[0]?.success && rows[0].next_stream_position !== null) return { nextExpectedStreamVersion: BigInt(rows[0].next_stream_position) };
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
  }
  throw new ExpectedVersionConflictError(-1n, version);
}

interface NewStreamCall {
  streamName: string;
  events: readonly NewEvent<string, object>[];
  resolve: (appended: Appended) => void;
  reject: (error: unknown) => void;
}

/**
 * Appends to new streams (a new order's first events) that come together, in one statement: Emmett's function
 * once per stream, in one transaction. A batch starts at once when none is under way; calls that arrive meanwhile
 * form the next one. Should the statement fail (a stream existed after all), each of its calls is appended on its
 * own, so that each gets its own answer.
 */
export class NewStreamAppends {
  private readonly waiting: NewStreamCall[] = [];
  private running = false;

  constructor(private readonly pool: pg.Pool) {}

  append(streamName: string, events: readonly NewEvent<string, object>[]): Promise<Appended> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ streamName, events, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running || !this.waiting.length) return;
    this.running = true;
    void this.run(this.waiting.splice(0, MAX_NEW_STREAMS)).finally(() => {
      this.running = false;
      this.next();
    });
  }

  private async run(calls: NewStreamCall[]): Promise<void> {
    if (calls.length > 1) {
      const rows = await this.appendAll(calls).catch(() => null);
      if (rows) {
        // The statement committed: each stream has its events, whatever is answered.
        calls.forEach((call, n) => (rows[n]?.success && rows[n].next_stream_position !== null ? call.resolve({ nextExpectedStreamVersion: BigInt(rows[n].next_stream_position) }) : call.reject(new Error(`${call.streamName} was not appended`))));
        return;
      }
      // Nothing was written: each call on its own.
    }
    await Promise.all(calls.map((call) => appendOne(this.pool, call.streamName, call.events, 0n).then(call.resolve, call.reject)));
  }

  /**
   * Every call's events in one statement; a row per call, in the calls' order. Their data and metadata go as one JSON
   * array each (node-pg would escape every character of every event's JSON in a text array).
   */
  private async appendAll(calls: NewStreamCall[]): Promise<{ success: boolean; next_stream_position: number | null }[]> {
    const events = calls.flatMap((call) => call.events);
    const all = messages(events);
    // Each stream's events are a slice of the arrays: from `first` to `last` (1-based, inclusive).
    const first: number[] = [];
    const last: number[] = [];
    for (const call of calls) {
      first.push((last.at(-1) ?? 0) + 1);
      last.push((last.at(-1) ?? 0) + call.events.length);
    }
    const { rows } = await this.pool.query<{ success: boolean; next_stream_position: number | null }>(
      `WITH m AS (SELECT ARRAY(SELECT jsonb_array_elements($2::jsonb)) AS data, ARRAY(SELECT jsonb_array_elements($3::jsonb)) AS metadata)
       SELECT r.success, r.next_stream_position
       FROM m, unnest($7::text[], $8::text[], $9::int[], $10::int[]) WITH ORDINALITY AS s (stream_id, stream_type, first, last, n)
       CROSS JOIN LATERAL emt_append_to_stream(($1::text[])[s.first:s.last], m.data[s.first:s.last], m.metadata[s.first:s.last],
         ($4::text[])[s.first:s.last], ($5::text[])[s.first:s.last], ($6::text[])[s.first:s.last], s.stream_id, s.stream_type, 0, $11::text) AS r
       ORDER BY s.n`,
      [all.ids, json(events.map((e) => e.data)), json(events.map((e) => e.metadata ?? {})), all.versions, all.types, all.kinds, calls.map((call) => call.streamName), calls.map((call) => streamType(call.streamName)), first, last, PARTITION],
    );
    return rows;
  }
}
