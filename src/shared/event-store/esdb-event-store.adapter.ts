import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  ConcurrencyError,
  DEFAULT_CHECKPOINT_INTERVAL,
  EventStore,
  readUntilCaughtUp,
  type AppendResult,
  type EventFeed,
  type ExpectedRevision,
  type FeedBatch,
  type FeedLag,
  type FeedOptions,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port.js';

/** The part of the EventStoreDB client the adapter uses (a fake of it runs the contract suite without a server). */
export type EsdbClient = Pick<EventStoreDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'>;

/**
 * How many events the server considers per page of a filtered read (its default search window): a
 * filtered subscription reports a checkpoint every `checkpointInterval` pages.
 */
const SEARCH_WINDOW = 32;

/** Pushed into the subscription's own stream, so it comes out in order with the events around it. */
interface FeedMarker {
  marker: 'checkpoint' | 'caughtUp';
  position?: Position;
}

/**
 * EventStoreDB (production, docker-compose). Its $all is already in commit order; a checkpoint is the
 * event's "commit:prepare" position. The feed is a `subscribeToAll` filtered on the server by event type
 * (system `$` events excluded), which reports checkpoints past the events it skipped and `caughtUp`
 * when it turns live (EventStoreDB 23.10 and later). This client's `readAll` cannot filter on the server,
 * so nothing here reads $all forwards: a bounded catch-up is the same subscription read until it catches up.
 */
export class EsdbEventStore extends EventStore {
  private readonly client: EsdbClient;

  constructor(client: string | EsdbClient) {
    super();
    this.client = typeof client === 'string' ? EventStoreDBClient.connectionString(client) : client;
  }

  async appendToStream(streamName: string, events: readonly NewEvent<string, object>[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((event) => jsonEvent({ type: event.type, data: event.data as Record<string, unknown>, metadata: event.metadata ?? {} })),
        { expectedRevision: toEsdbRevision(options.expectedRevision) },
      );
      return { nextExpectedRevision: Number(result.nextExpectedRevision) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new ConcurrencyError(streamName, options.expectedRevision);
      throw error;
    }
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamName, { fromRevision: START, direction: FORWARDS })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  subscribe(options: FeedOptions): EventFeed {
    const mark = (subscription: AllStreamSubscription, marker: FeedMarker) => {
      if (!subscription.destroyed) subscription.push(marker);
    };
    const checkpointReached = (subscription: AllStreamSubscription, position: Position) => mark(subscription, { marker: 'checkpoint', position });
    // Pages of SEARCH_WINDOW events: report a checkpoint about every `checkpointInterval` events.
    const checkpointInterval = Math.max(1, Math.round((options.checkpointInterval ?? DEFAULT_CHECKPOINT_INTERVAL) / SEARCH_WINDOW));
    const filter = options.eventTypes
      ? eventTypeFilter({ regex: `^(?:${options.eventTypes.map(escapeRegex).join('|')})$`, checkpointInterval, checkpointReached })
      : excludeSystemEvents({ checkpointInterval, checkpointReached });
    const subscription = this.client.subscribeToAll({ fromPosition: options.after ? parsePosition(options.after) : START, filter });
    subscription.on('caughtUp', () => mark(subscription, { marker: 'caughtUp' }));
    return new EsdbFeed(subscription, options);
  }

  /**
   * The head of $all (one event read backwards) tells whether anything was written after `after` at all;
   * if so, a filtered subscription finds the first event of the types on the server. Counting them would
   * mean reading them all, so `eventsBehind` is null while some wait.
   */
  async lag(after: string | null, eventTypes: readonly string[]): Promise<FeedLag> {
    let head: Position | undefined;
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) head = resolved.event?.position;
    if (!head || (after && comparePositions(head, parsePosition(after)) <= 0)) return { eventsBehind: 0, oldestAt: null };
    for await (const batch of readUntilCaughtUp(this, { after, eventTypes, batchSize: 1 })) {
      const next = batch.events[0];
      if (next) return { eventsBehind: null, oldestAt: next.createdAt };
    }
    return { eventsBehind: 0, oldestAt: null };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** Batches from a subscription: what is buffered now, up to `batchSize`; checkpoints and `caughtUp` in order. */
class EsdbFeed implements EventFeed {
  private closed = false;

  constructor(
    private readonly subscription: AllStreamSubscription,
    private readonly options: FeedOptions,
  ) {}

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A subscription whose connection already failed cannot be cancelled; it is closed all the same.
    await this.subscription.unsubscribe().catch(() => undefined);
    this.subscription.destroy();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<FeedBatch> {
    let events: RecordedEvent[] = [];
    let checkpoint = this.options.after;
    let moved = false;
    let caughtUp = false;
    let live = false;
    try {
      for await (const item of this.subscription as AsyncIterable<AllStreamResolvedEvent | FeedMarker>) {
        if ('marker' in item) {
          if (item.marker === 'caughtUp') caughtUp = true;
          else if (item.position) {
            checkpoint = formatPosition(item.position);
            moved = true;
          }
        } else {
          const recorded = toRecorded(item);
          if (recorded) {
            events.push(recorded);
            checkpoint = recorded.checkpoint;
          }
        }
        const limit = live ? (this.options.liveBatchSize ?? this.options.batchSize) : this.options.batchSize;
        const more = this.subscription.readableLength > 0 && events.length < limit;
        if (!more && (events.length > 0 || moved || caughtUp)) {
          live ||= caughtUp;
          yield { events, checkpoint, caughtUp };
          events = [];
          moved = caughtUp = false;
        }
      }
    } catch (error) {
      if (!this.closed) throw error;
    } finally {
      await this.close();
    }
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  return {
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    streamName: event.streamId,
    revision: Number(event.revision),
    checkpoint: event.position ? formatPosition(event.position) : '',
    position: event.position?.commit ?? 0n,
    createdAt: event.created,
  };
}

const formatPosition = (position: Position) => `${position.commit}:${position.prepare}`;

function parsePosition(checkpoint: string): Position {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toEsdbRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}
