import { isExpectedVersionConflictError, NO_CONCURRENCY_CHECK, STREAM_DOES_NOT_EXIST, STREAM_EXISTS } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
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

const COLUMNS = `stream_id, stream_position, message_id, message_type, message_data, message_metadata,
  transaction_id::text AS transaction_id, global_position, created`;

/**
 * The event log in PostgreSQL, in Emmett's tables. Appends go through Emmett (optimistic concurrency on
 * the stream); the global feed is read here with a (transaction id, global position) checkpoint, because
 * positions are taken before commit: a transaction can commit a lower position after a higher one.
 * Only rows older than every running transaction (`pg_snapshot_xmin`) are read, so none is skipped.
 */
export class PostgresEventStore extends EventStore {
  private readonly emmett: EmmettStore;
  private readonly pool: pg.Pool;

  constructor(connectionString: string) {
    super();
    this.emmett = getPostgreSQLEventStore(connectionString, { schema: { autoMigration: 'None' } });
    this.pool = new pg.Pool({ connectionString, max: 5 });
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
    try {
      const result = await this.emmett.appendToStream(
        streamName,
        events.map((event) => ({ type: event.type, data: event.data as Record<string, unknown>, metadata: event.metadata })),
        { expectedStreamVersion: toEmmettVersion(options.expectedRevision) },
      );
      return { nextExpectedRevision: Number(result.nextExpectedStreamVersion) - 1 };
    } catch (error) {
      if (isExpectedVersionConflictError(error)) throw new ConcurrencyError(streamName, options.expectedRevision);
      throw error;
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
    const { sql, params } = feedQuery(options.after ?? null, options.eventTypes);
    const { rows } = await this.pool.query<MessageRow>(`SELECT ${COLUMNS} ${sql} ORDER BY transaction_id, global_position LIMIT ${Math.max(1, options.maxCount)}`, params);
    const events = rows.map(toRecorded);
    return { events, checkpoint: events.at(-1)?.checkpoint ?? options.after ?? null };
  }

  async countAfter(after: string | null, eventTypes?: readonly string[]): Promise<number> {
    const { sql, params } = feedQuery(after, eventTypes);
    const { rows } = await this.pool.query<{ count: string }>(`SELECT count(*) AS count ${sql}`, params);
    return Number(rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {
    await Promise.all([this.emmett.close(), this.pool.end()]);
  }
}

function feedQuery(after: string | null, eventTypes?: readonly string[]): { sql: string; params: unknown[] } {
  const conditions = ['is_archived = FALSE', 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())'];
  const params: unknown[] = [];
  if (after) {
    const [transactionId, position] = parseCheckpoint(after);
    params.push(transactionId, position);
    conditions.push(`(transaction_id, global_position) > ($${params.length - 1}::xid8, $${params.length}::bigint)`);
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

function toEmmettVersion(expected: ExpectedRevision) {
  if (expected === 'any') return NO_CONCURRENCY_CHECK;
  if (expected === 'no_stream') return STREAM_DOES_NOT_EXIST;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected + 1);
}
