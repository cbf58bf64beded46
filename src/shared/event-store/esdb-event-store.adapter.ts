import {
  ANY,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
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

/**
 * EventStoreDB (production, docker-compose). Its $all feed is already in commit order, so the
 * checkpoint is the event's (commit, prepare) position. System events ($-prefixed) are never returned.
 */
export class EsdbEventStore extends EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    super();
    this.client = EventStoreDBClient.connectionString(connectionString);
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

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const wanted = options.eventTypes ? new Set(options.eventTypes) : undefined;
    const events: RecordedEvent[] = [];
    let checkpoint = options.after ?? null;
    // $all includes the checkpoint's own event when read from its position: skip it, and read past system events.
    for await (const resolved of this.client.readAll({ fromPosition: options.after ? parsePosition(options.after) : START, direction: FORWARDS, maxCount: options.maxCount + 1 })) {
      const recorded = toRecorded(resolved);
      if (!recorded || recorded.checkpoint === options.after) continue;
      checkpoint = recorded.checkpoint;
      if (wanted && !wanted.has(recorded.type)) continue;
      events.push(recorded);
      if (events.length >= options.maxCount) break;
    }
    return { events, checkpoint };
  }

  async countAfter(after: string | null, eventTypes?: readonly string[]): Promise<number> {
    let count = 0;
    let checkpoint = after;
    for (;;) {
      const batch = await this.readAll({ after: checkpoint, maxCount: 1000, eventTypes });
      count += batch.events.length;
      if (batch.checkpoint === checkpoint) return count;
      checkpoint = batch.checkpoint;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  const position = (event as { position?: Position }).position ?? (resolved as { commitPosition?: bigint }).commitPosition;
  const commit = typeof position === 'object' && position ? position.commit : (position ?? 0n);
  const prepare = typeof position === 'object' && position ? position.prepare : commit;
  return {
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    streamName: event.streamId,
    revision: Number(event.revision),
    checkpoint: `${commit}:${prepare}`,
    position: commit,
    createdAt: event.created instanceof Date ? event.created : new Date(Number(event.created) / 10000),
  };
}

function parsePosition(checkpoint: string): Position {
  const [commit, prepare] = checkpoint.split(':');
  return { commit: BigInt(commit!), prepare: BigInt(prepare!) };
}

function toEsdbRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}
