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
  /** Opaque position in the global feed; reading `after` it resumes with the next event. */
  checkpoint: string;
  /** Monotonic number for display and lag (PostgreSQL global position, EventStoreDB commit position). */
  position: bigint;
  createdAt: Date;
}

/** `no_stream`: the stream must not exist; a number: the revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last appended event: pass it as the next expected revision. */
  nextExpectedRevision: number;
}

export interface ReadAllOptions {
  /** Resume after this checkpoint; null or absent reads from the start. */
  after?: string | null;
  maxCount: number;
  /** Only these event types. */
  eventTypes?: readonly string[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read should start: the last returned event's checkpoint, or `after` when none came. */
  checkpoint: string | null;
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

export abstract class EventStore {
  abstract appendToStream(streamName: string, events: readonly NewEvent<string, object>[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** The stream's events in order; an empty list when it does not exist. */
  abstract readStream(streamName: string): Promise<RecordedEvent[]>;
  /**
   * The global feed in commit order. Never skips an event committed after a later-numbered one:
   * an event becomes visible only when every transaction that could precede it has finished.
   */
  abstract readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  /** Number of events in the feed after a checkpoint (for lag), counting only `eventTypes` when given. */
  abstract countAfter(after: string | null, eventTypes?: readonly string[]): Promise<number>;
  abstract close(): Promise<void>;

  /** Nest closes the store with the application. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
