import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { createPool } from '../persistence/pool.js';
import {
  ConcurrencyError,
  EventStore,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type RecordedEvent,
} from './event-store.port.js';

interface MessageRow {
  stream_id: string;
  stream_position: string;
  message_id: string;
  message_type: string;
  message_data: Record<string, unknown>;
  message_metadata: Record<string, unknown>;
  transaction_id: string;
  global_position: string;
  created: Date;
}

/** Emmett's default partition: its tables are partitioned, and everything here lives in this one. */
const PARTITION = 'emt:default';

/**
 * The transaction id as a number: compared as xid8 through parameters, PostgreSQL ordered it like text
 * here (999 after 1000) and the feed skipped events; a bigint compares right (xid8 values stay below 2^63).
 */
const TX = 'transaction_id::text::bigint';

const COLUMNS = `stream_id, stream_position, message_id, message_type, message_data, message_metadata,
  transaction_id::text AS transaction_id, global_position, created`;

/**
 * The event log in PostgreSQL, in Emmett's tables (schema created by Emmett's migration). Appends are done
 * here, because Emmett 0.42 does not enforce "stream must not exist"; the global feed is read here with a (transaction id, global position) checkpoint, because
 * positions are taken before commit: a transaction can commit a lower position after a higher one.
 * Only rows older than every running transaction (`pg_snapshot_xmin`) are read, so none is skipped.
 */
export class PostgresEventStore extends EventStore {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, poolSize = 10) {
    super();
    this.pool = createPool(connectionString, poolSize);
  }

  /** Creates or upgrades Emmett's tables; run once at start-up, before any store is used. */
  static async ensureSchema(connectionString: string): Promise<void> {
    const store = getPostgreSQLEventStore(connectionString, { schema: { autoMigration: 'None' } });
    try {
      await store.schema.migrate();
    } finally {
      await store.close();
    }
  }

  async appendToStream(streamName: string, events: readonly NewEvent<string, object>[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    // 'any' may race another first append to the same stream: the loser simply tries again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.appendOnce(streamName, events, options.expectedRevision);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || options.expectedRevision !== 'any' || attempt >= 3) throw error;
      }
    }
  }

  /**
   * One transaction: lock the stream row, check the expected revision, move the stream on and insert the
   * messages into Emmett's tables. A concurrent first append loses on the streams table's unique key.
   */
  private async appendOnce(streamName: string, events: readonly NewEvent<string, object>[], expected: ExpectedRevision): Promise<AppendResult> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const current = await client.query<{ stream_position: string }>(
        'SELECT stream_position FROM emt_streams WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE FOR UPDATE',
        [streamName, PARTITION],
      );
      const version = current.rows[0] ? Number(current.rows[0].stream_position) : 0;
      const exists = current.rowCount !== 0;
      const matches =
        expected === 'any' || (expected === 'no_stream' ? !exists : expected === 'stream_exists' ? exists : exists && version === expected + 1);
      if (!matches) throw new ConcurrencyError(streamName, expected);
      const next = version + events.length;
      if (exists) {
        await client.query('UPDATE emt_streams SET stream_position = $3 WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE', [streamName, PARTITION, next]);
      } else {
        await client.query(
          `INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata, is_archived) VALUES ($1, $3, $2, $4, '{}', FALSE)`,
          [streamName, PARTITION, next, streamName.split('-')[0] ?? 'unknown'],
        );
      }
      await client.query(
        `INSERT INTO emt_messages (stream_id, stream_position, partition, message_kind, message_data, message_metadata, message_schema_version,
                                   message_type, message_id, transaction_id)
         SELECT $1, $2::bigint + ordinality, $3, 'E', data, metadata, '1', type, gen_random_uuid()::text, pg_current_xact_id()
         FROM unnest($4::jsonb[], $5::jsonb[], $6::text[]) WITH ORDINALITY AS m(data, metadata, type, ordinality)`,
        [
          streamName,
          version,
          PARTITION,
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
          events.map((e) => e.type),
        ],
      );
      await client.query('COMMIT');
      return { nextExpectedRevision: next - 1 };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code === '23505') throw new ConcurrencyError(streamName, expected);
      throw error;
    } finally {
      client.release();
    }
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${COLUMNS} FROM emt_messages WHERE stream_id = $1 AND is_archived = FALSE ORDER BY stream_position`,
      [streamName],
    );
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const rows = await this.inOneSnapshot((xmin) => {
      const { sql, params } = feedQuery(xmin, options.after ?? null, options.eventTypes);
      return { sql: `SELECT ${COLUMNS} ${sql} ORDER BY ${TX}, global_position LIMIT ${Math.max(1, Math.floor(options.maxCount))}`, params };
    });
    const events = (rows as MessageRow[]).map(toRecorded);
    return { events, checkpoint: events.at(-1)?.checkpoint ?? options.after ?? null };
  }

  async countAfter(after: string | null, eventTypes?: readonly string[]): Promise<number> {
    const rows = await this.inOneSnapshot((xmin) => {
      const { sql, params } = feedQuery(xmin, after, eventTypes);
      return { sql: `SELECT count(*)::int AS count ${sql}`, params };
    });
    return Number((rows[0] as { count: number } | undefined)?.count ?? 0);
  }

  /** Reads the snapshot's xmin and then the rows in one REPEATABLE READ transaction: both from one snapshot. */
  private async inOneSnapshot(query: (xmin: string) => { sql: string; params: unknown[] }): Promise<unknown[]> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const snapshot = await client.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
      const { sql, params } = query(snapshot.rows[0]!.xmin);
      const { rows } = await client.query(sql, params);
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function feedQuery(xmin: string, after: string | null, eventTypes?: readonly string[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [xmin];
  const conditions = ['is_archived = FALSE', `${TX} < $1::bigint`];
  if (after) {
    const [transactionId, position] = parseCheckpoint(after);
    params.push(transactionId, position);
    conditions.push(`(${TX}, global_position) > ($${params.length - 1}::bigint, $${params.length}::bigint)`);
  }
  if (eventTypes) {
    params.push([...eventTypes]);
    conditions.push(`message_type = ANY($${params.length}::text[])`);
  }
  return { sql: `FROM emt_messages WHERE ${conditions.join(' AND ')}`, params };
}

function parseCheckpoint(checkpoint: string): [string, string] {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return [match[1]!, match[2]!];
}

function toRecorded(row: MessageRow): RecordedEvent {
  const { ...metadata } = row.message_metadata ?? {};
  // Emmett adds its own bookkeeping to metadata; keep only what the appender gave.
  for (const key of ['messageId', 'streamName', 'streamPosition', 'globalPosition', 'checkpoint']) delete metadata[key];
  return {
    id: row.message_id,
    type: row.message_type,
    data: row.message_data,
    metadata,
    streamName: row.stream_id,
    revision: Number(row.stream_position) - 1,
    checkpoint: `${row.transaction_id}:${row.global_position}`,
    position: BigInt(row.global_position),
    createdAt: row.created,
  };
}
