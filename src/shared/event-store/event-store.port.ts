/**
 * The event store port. Two adapters implement it: PostgreSQL (default, embedded) and EventStoreDB.
 * Streams are named `<category>-<uuid>` (for example `order-…`); revisions are 0-based like EventStoreDB's.
 */
export interface NewEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  type: Type;
  data: Data;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent<Type extends string = string, Data extends object = Record<string, unknown>>
  extends NewEvent<Type, Data> {
  id: string;
  streamName: string;
  /** 0-based position of the event in its stream. */
  revision: number;
  /** Opaque position in the global feed; a feed opened `after` it starts with the next event. */
  checkpoint: string;
  /** Monotonic number for display (PostgreSQL global position, EventStoreDB commit position). */
  position: bigint;
  createdAt: Date;
}

/** `no_stream`: the stream must not exist; a number: the revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last appended event: pass it as the next expected revision. */
  nextExpectedRevision: number;
}

export interface FeedOptions {
  /** Resume after this checkpoint; null reads from the start of the log. */
  after: string | null;
  /** Only these event types, filtered by the store itself; absent: every event (never the store's own system events). */
  eventTypes?: readonly string[];
  /** At most this many events in one batch. */
  batchSize: number;
  /**
   * At most this many once the feed has caught up (live batches stay short, so their transactions do);
   * `batchSize` again while it is behind. Default `batchSize`.
   */
  liveBatchSize?: number;
  /**
   * After about this many events of other types went by, the feed reports a checkpoint past them, even
   * without an event of `eventTypes` (a checkpoint-only batch), so a reader that saves it never reads
   * them again. Default 1000.
   */
  checkpointInterval?: number;
}

export interface FeedBatch {
  /** In commit order; empty in a checkpoint-only batch. */
  events: RecordedEvent[];
  /**
   * Where a feed opened later should start: every event of the feed's types up to it has been delivered
   * (in this batch or before). The last event's checkpoint or a later one; `after` when nothing moved.
   */
  checkpoint: string | null;
  /** The feed has delivered everything readable when it got here; later batches carry newer events. */
  caughtUp: boolean;
}

/**
 * The global feed from a checkpoint, open until closed: batches as events arrive, waiting in between.
 * Read it with `for await`; `close()` ends the iteration (also one waiting for the next batch).
 */
export interface EventFeed extends AsyncIterable<FeedBatch> {
  close(): Promise<void>;
}

/** What a reader at a checkpoint has not read yet, answered without reading through the feed. */
export interface FeedLag {
  /** Events of the types after the checkpoint; null where the store cannot count them cheaply (EventStoreDB, when some wait). */
  eventsBehind: number | null;
  /** When the oldest of them was appended; null when none waits. */
  oldestAt: Date | null;
}

/** Thrown when the expected revision does not match; nothing was written. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
  ) {
    super(`Stream ${streamName} is not at the expected revision ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

export const DEFAULT_CHECKPOINT_INTERVAL = 1000;

export abstract class EventStore {
  abstract appendToStream(streamName: string, events: readonly NewEvent<string, object>[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** The stream's events in order; an empty list when it does not exist. */
  abstract readStream(streamName: string): Promise<RecordedEvent[]>;
  /**
   * The global feed in commit order, filtered by type in the store. Never skips an event committed after
   * a later-numbered one: an event is delivered only once every write that could precede it has finished.
   */
  abstract subscribe(options: FeedOptions): EventFeed;
  /** Lag of a reader at `after` that reads `eventTypes`. */
  abstract lag(after: string | null, eventTypes: readonly string[]): Promise<FeedLag>;
  abstract close(): Promise<void>;

  /** Nest closes the store with the application. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

/** Reads a feed until it has caught up: everything readable now, in batches (tests, benchmarks). */
export async function* readUntilCaughtUp(store: EventStore, options: FeedOptions): AsyncGenerator<FeedBatch> {
  const feed = store.subscribe(options);
  try {
    for await (const batch of feed) {
      yield batch;
      if (batch.caughtUp) return;
    }
  } finally {
    await feed.close();
  }
}
