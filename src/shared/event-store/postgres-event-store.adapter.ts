import { isExpectedVersionConflictError, NO_CONCURRENCY_CHECK, type ExpectedStreamVersion } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore as EmmettPostgresEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { readBigintsAsNumbers } from '../persistence/pg-types.js';
import { createPool } from '../persistence/pool.js';
import { appendOne, NewStreamAppends, PARTITION, type Appended } from './postgres-appends.js';
import { FeedSignal, type FeedWaiter } from './postgres-feed-signal.js';
import {
  ConcurrencyError,
  DEFAULT_CHECKPOINT_INTERVAL,
  EventStore,
  type AppendResult,
  type EventFeed,
  type ExpectedRevision,
  type FeedBatch,
  type FeedLag,
  type FeedOptions,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port.js';

interface MessageRow {
  stream_id: string;
  stream_position: string;
  message_id: string;
  message_type: string;
  message_data: Record<string, unknown>;
  message_metadata: Record<string, unknown> | null;
  tx: string;
  global_position: string;
  created: Date;
}


/**
 * `tx`, not `transaction_id`: an ORDER BY on a name that is also an output column sorts by the output
 * column, and a text alias named `transaction_id` ordered 1000 before 999 (the feed then skipped events).
 */
const COLUMNS = `stream_id, stream_position, message_id, message_type, message_data, message_metadata,
  transaction_id::text AS tx, global_position, created`;

/** Serves the global feed from an index instead of sorting the whole log on every batch. */
const FEED_INDEX = 'CREATE INDEX IF NOT EXISTS emt_messages_feed_idx ON emt_messages (transaction_id, global_position)';

/** How often a waiting feed reads without being woken: the fallback for announcements that were lost. */
const FALLBACK_POLL_MS = 1000;
/**
 * How many of the events not readable yet a page looks through for the oldest of its types: a transaction
 * left open long can hold back many, and each read of each feed must not go through them all.
 */
const WAITING_SCAN = 1000;

/** 'any' and 'stream_exists' are checked optimistically; a concurrent append to the same stream means "read again". */
const OPTIMISTIC_ATTEMPTS = 20;

/**
 * The event log in PostgreSQL through Emmett: Emmett's schema and its append (one SQL function call per
 * append). The global feed is read here, with a (transaction id, global position) checkpoint: positions
 * are taken before commit, so a transaction can commit a lower position after a higher one. Only rows
 * older than every running transaction (`pg_snapshot_xmin`) are read, so none is ever skipped.
 */
export class PostgresEventStore extends EventStore {
  private readonly pool: pg.Pool;
  private readonly emmett: EmmettPostgresEventStore;
  private readonly newStreams: NewStreamAppends;
  private readonly signal: FeedSignal;
  private readonly pollMs: number;

  /** `pollMs`: how often a waiting feed reads when nothing woke it. */
  constructor(connectionString: string, poolSize = 10, { pollMs = FALLBACK_POLL_MS }: { pollMs?: number } = {}) {
    super();
    this.pool = createPool(connectionString, poolSize);
    this.newStreams = new NewStreamAppends(this.pool);
    this.signal = new FeedSignal(connectionString, this.pool);
    this.pollMs = pollMs;
    // Emmett borrows our pool (an "ambient" pool it never ends); the schema is migrated at start-up instead.
    this.emmett = getPostgreSQLEventStore(connectionString, { connectionOptions: { pool: this.pool }, schema: { autoMigration: 'None' } });
    readBigintsAsNumbers();
  }

  /** Creates or upgrades Emmett's tables and the feed index; run once at start-up, before any store is used. */
  static async ensureSchema(connectionString: string): Promise<void> {
    const store = getPostgreSQLEventStore(connectionString, { schema: { autoMigration: 'None' } });
    readBigintsAsNumbers();
    try {
      await store.schema.migrate();
    } finally {
      await store.close();
    }
    const pool = createPool(connectionString, 1);
    try {
      await pool.query(FEED_INDEX);
    } finally {
      await pool.end();
    }
  }

  async appendToStream(streamName: string, events: readonly NewEvent<string, object>[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    // Emmett reports an empty append as a conflict: refuse it as the programming error it is.
    if (events.length === 0) throw new Error(`Nothing to append to ${streamName}`);
    const expected = options.expectedRevision;
    for (let attempt = 1; ; attempt += 1) {
      const version = await this.expectedVersion(streamName, expected);
      try {
        const result = await this.appendStatement(streamName, events, version);
        this.signal.announce(events.map((e) => e.type));
        // Emmett's stream versions are 1-based (the number of events); revisions are 0-based.
        return { nextExpectedRevision: Number(result.nextExpectedStreamVersion) - 1 };
      } catch (error) {
        if (!isExpectedVersionConflictError(error)) throw error;
        const optimistic = expected === 'any' || expected === 'stream_exists';
        if (!optimistic || attempt >= OPTIMISTIC_ATTEMPTS) throw new ConcurrencyError(streamName, expected);
      }
    }
  }

  /** Emmett's append in one statement; new streams that come together in one statement for them all (postgres-appends.ts). */
  private appendStatement(streamName: string, events: readonly NewEvent<string, object>[], version: ExpectedStreamVersion): Promise<Appended> {
    return version === 0n ? this.newStreams.append(streamName, events) : appendOne(this.pool, streamName, events, version);
  }

  /**
   * The version Emmett's append checks. Emmett 0.42 turns STREAM_DOES_NOT_EXIST and STREAM_EXISTS into
   * "no check", so: no stream is version 0 (its insert then fails on the streams table's unique key),
   * and "exists" is the current version, read here.
   */
  private async expectedVersion(streamName: string, expected: ExpectedRevision): Promise<ExpectedStreamVersion> {
    if (typeof expected === 'number') return BigInt(expected + 1);
    if (expected === 'no_stream') return 0n;
    if (expected === 'any') return NO_CONCURRENCY_CHECK;
    const { rows } = await this.pool.query<{ stream_position: string }>(
      'SELECT stream_position FROM emt_streams WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE',
      [streamName, PARTITION],
    );
    if (!rows[0]) throw new ConcurrencyError(streamName, expected);
    return BigInt(rows[0].stream_position);
  }

  /** Our own SQL rather than Emmett's readStream: the checkpoint needs each row's transaction id. */
  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${COLUMNS} FROM emt_messages WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE ORDER BY stream_position`,
      [streamName, PARTITION],
    );
    return rows.map(toRecorded);
  }

  subscribe(options: FeedOptions): EventFeed {
    return new PostgresFeed((after, limit) => this.readPage(after, options, limit), options, this.signal, this.pollMs);
  }

  /**
   * One page of the feed after `after`, and the newest readable row of any type (`head`), read in one
   * statement so both come from the same snapshot: when the page is not full, nothing of the feed's types
   * lies between its last row and `head`, so a reader may continue after `head`. `waiting`: the oldest
   * transaction id of a committed event of the feed's types that is not readable yet (among the first ones).
   */
  private async readPage(after: string | null, options: FeedOptions, limit: number): Promise<Page> {
    const { where, typeFilter } = feedFilter(after, options.eventTypes, '(SELECT xmin FROM horizon)', true);
    // The page must come from the feed index in order. Statistics not yet updated after the log grew quickly
    // make the planner sort every row after the checkpoint instead, for each page: no sorting here, so the
    // values are written into the statement (a setting and a query in one round trip take no parameters).
    const results = (await this.pool.query(
      `SET LOCAL enable_sort = off;
       WITH horizon AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
       page AS (SELECT ${COLUMNS}, transaction_id AS sort_xid FROM emt_messages WHERE ${where} ORDER BY transaction_id, global_position LIMIT ${Math.max(1, Math.floor(limit))}),
       head AS (SELECT transaction_id::text || ':' || global_position AS head FROM emt_messages
                WHERE transaction_id < (SELECT xmin FROM horizon) AND is_archived = FALSE ORDER BY transaction_id DESC, global_position DESC LIMIT 1),
       waiting AS (SELECT transaction_id::text AS waiting FROM (SELECT transaction_id, message_type FROM emt_messages
                     WHERE transaction_id >= (SELECT xmin FROM horizon) AND is_archived = FALSE ORDER BY transaction_id LIMIT ${WAITING_SCAN}) AS unreadable
                   ${typeFilter ? `WHERE ${typeFilter}` : ''} ORDER BY transaction_id LIMIT 1)
       SELECT page.*, (SELECT head FROM head) AS head, (SELECT waiting FROM waiting) AS waiting
       FROM (SELECT 1) AS one LEFT JOIN page ON TRUE ORDER BY page.sort_xid, page.global_position`,
    )) as unknown as pg.QueryResult<Partial<MessageRow> & { head: string | null; waiting: string | null }>[];
    const { rows } = results[1]!;
    const waiting = rows[0]?.waiting;
    return {
      events: rows.filter((row) => row.message_id != null).map((row) => toRecorded(row as MessageRow)),
      head: rows[0]?.head ?? null,
      waiting: waiting == null ? null : BigInt(waiting),
    };
  }

  /** A count of the events still to read; checkpoint-only advances keep it short for a reader of rare types. */
  async lag(after: string | null, eventTypes: readonly string[]): Promise<FeedLag> {
    const { where, params } = feedFilter(after, eventTypes);
    const { rows } = await this.pool.query<{ behind: number; oldest: Date | null }>(
      `SELECT count(*)::int AS behind, min(created) AS oldest FROM emt_messages WHERE ${where}`,
      params,
    );
    return { eventsBehind: rows[0]?.behind ?? 0, oldestAt: rows[0]?.oldest ?? null };
  }

  async close(): Promise<void> {
    await this.signal.close();
    await this.emmett.close();
    await this.pool.end();
  }
}

interface Page {
  events: RecordedEvent[];
  head: string | null;
  waiting: bigint | null;
}

/**
 * Rows of the feed after a checkpoint. Only rows older than every running transaction (`xmin` of the
 * statement's snapshot) are readable: every transaction below it has finished, and any later one gets a
 * higher transaction id, so no row can ever appear behind a reader.
 */
function feedFilter(
  after: string | null,
  eventTypes: readonly string[] | undefined,
  xmin = 'pg_snapshot_xmin(pg_current_snapshot())',
  inline = false,
): { where: string; params: unknown[]; typeFilter: string | null } {
  const params: unknown[] = [];
  /** A parameter, or with `inline` the value itself (checkpoints are digits, type names are quoted). */
  const value = (v: string | readonly string[], type: string) => {
    if (!inline) return `$${params.push(v)}::${type}`;
    return typeof v === 'string' ? `${pg.escapeLiteral(v)}::${type}` : `ARRAY[${v.map((item) => pg.escapeLiteral(item)).join(', ')}]::${type}`;
  };
  const conditions = [`transaction_id < ${xmin}`, 'is_archived = FALSE'];
  if (after) {
    const [transactionId, position] = parseCheckpoint(after);
    conditions.push(`(transaction_id, global_position) > (${value(transactionId, 'xid8')}, ${value(position, 'bigint')})`);
  }
  let typeFilter: string | null = null;
  if (eventTypes) {
    typeFilter = `message_type = ANY(${value(eventTypes, 'text[]')})`;
    conditions.push(typeFilter);
  }
  return { where: conditions.join(' AND '), params, typeFilter };
}

/** Global position of a checkpoint (0 for the start), to measure how far a reader moved. */
const globalPosition = (checkpoint: string | null) => (checkpoint ? BigInt(parseCheckpoint(checkpoint)[1]) : 0n);

/**
 * The feed as a loop of single statements. A page that is not full means the reader has caught up; the
 * next read then starts after `head`, so events of other types are never scanned twice, and the reported
 * checkpoint moves past them once `checkpointInterval` positions have gone by. Caught up, it pages by
 * `liveBatchSize` and waits to be woken (an append of its types announced, or events it saw waiting
 * became readable; see FeedSignal), or for the fallback poll.
 */
class PostgresFeed implements EventFeed {
  private closed = false;
  private waiter: FeedWaiter | undefined;

  constructor(
    private readonly readPage: (after: string | null, limit: number) => Promise<Page>,
    private readonly options: FeedOptions,
    private readonly signal: FeedSignal,
    private readonly pollMs: number,
  ) {}

  async close(): Promise<void> {
    this.closed = true;
    this.waiter?.signal();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<FeedBatch> {
    const interval = BigInt(this.options.checkpointInterval ?? DEFAULT_CHECKPOINT_INTERVAL);
    const live = this.options.liveBatchSize ?? this.options.batchSize;
    let readFrom = this.options.after;
    let reported = this.options.after;
    let caughtUp = false;
    const waiter = this.signal.waiter(this.options.eventTypes);
    this.waiter = waiter;
    try {
      while (!this.closed) {
        waiter.signalled = false;
        const limit = caughtUp ? live : this.options.batchSize;
        const { events, head, waiting } = await this.readPage(readFrom, limit);
        waiter.waitingFor = waiting;
        if (this.closed) return;
        if (events.length >= limit) {
          readFrom = reported = events.at(-1)!.checkpoint;
          caughtUp = false;
          yield { events, checkpoint: reported, caughtUp };
          continue;
        }
        readFrom = head ?? readFrom;
        const moved = events.length > 0 || globalPosition(readFrom) - globalPosition(reported) >= interval;
        if (moved) reported = readFrom;
        if (moved || !caughtUp) {
          caughtUp = true;
          yield { events, checkpoint: reported, caughtUp };
        }
        if (!this.closed) await this.signal.sleep(waiter, this.pollMs);
      }
    } finally {
      waiter.dispose();
    }
  }
}

function parseCheckpoint(checkpoint: string): [string, string] {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return [match[1]!, match[2]!];
}

function toRecorded(row: MessageRow): RecordedEvent {
  // Emmett adds its own bookkeeping to the stored metadata; keep only what the appender gave.
  const { messageId: _id, streamName: _stream, streamPosition: _sp, globalPosition: _gp, checkpoint: _cp, ...metadata } = row.message_metadata ?? {};
  return {
    id: row.message_id,
    type: row.message_type,
    data: row.message_data,
    metadata,
    streamName: row.stream_id,
    revision: Number(row.stream_position) - 1,
    checkpoint: `${row.tx}:${row.global_position}`,
    position: BigInt(row.global_position),
    createdAt: row.created,
  };
}
