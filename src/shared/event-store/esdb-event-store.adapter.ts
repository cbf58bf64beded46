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
    // $all cannot be filtered by type here: read pages until enough events match or $all ends, moving the
    // checkpoint past everything read (other types, system events) so a caller never reads them again.
    const page = Math.max(options.maxCount, 500);
    for (;;) {
      const from: string | null = checkpoint;
      let read = 0;
      for await (const resolved of this.client.readAll({ fromPosition: from ? parsePosition(from) : START, direction: FORWARDS, maxCount: page + 1 })) {
        read += 1;
        const position = resolved.event?.position;
        if (!position) continue;
        const at = `${position.commit}:${position.prepare}`;
        // Reading from a position includes the event at that position: it was returned before.
        if (at === from) continue;
        checkpoint = at;
        const recorded = toRecorded(resolved, position);
        if (!recorded || (wanted && !wanted.has(recorded.type))) continue;
        events.push(recorded);
        if (events.length >= options.maxCount) return { events, checkpoint };
      }
      if (read <= page) return { events, checkpoint };
    }
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

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent, position = (resolved.event as { position?: Position } | undefined)?.position): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  return {
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    streamName: event.streamId,
    revision: Number(event.revision),
    checkpoint: position ? `${position.commit}:${position.prepare}` : '',
    position: position?.commit ?? 0n,
    createdAt: event.created,
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
