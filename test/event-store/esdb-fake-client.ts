import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  EVENT_TYPE,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendResult,
  type AppendToStreamOptions,
  type EventData,
  type Filter,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type ResolvedEvent,
  type StreamingRead,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EsdbClient } from '../../src/shared/event-store/esdb-event-store.adapter.js';

/** An event as the server keeps it in its log. */
interface LoggedEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: boolean;
  created: Date;
  position: Position;
}

/** Bytes a record takes in the fake's transaction file besides its content (positions are byte offsets, as on the server). */
const RECORD_OVERHEAD = 80n;

/**
 * An in-memory EventStoreDB: one transaction log ($all) in commit order with (commit, prepare) byte
 * positions, streams with revisions and the server's expected-revision checks, and catch-up
 * subscriptions to $all filtered on the server. Behaves as EventStoreDB 23.10+ does where the adapter
 * depends on it:
 * - the events of one append share their commit position (the transaction's) and each has its own prepare position;
 * - appends check the expected revision and throw the client's WrongExpectedVersionError, writing nothing;
 * - reading a missing stream fails with StreamNotFoundError; $all holds system (`$`) events too;
 * - reading $all forwards from a position includes the event at it; backwards, it returns the events before it;
 * - a subscription starts after its position, sends only events matching its filter, calls `checkpointReached`
 *   after every `checkpointInterval` × search window (32) events it considered, with the position of the last
 *   of them (every matching event up to it has been sent), emits `caughtUp` on reaching the end, then goes live.
 */
export class FakeEventStoreDB {
  readonly log: LoggedEvent[] = [];
  private readonly streams = new Map<string, LoggedEvent[]>();
  private offset = 0n;
  private readonly subscriptions = new Set<FakeSubscription>();
  /** Events the server sent to subscribers, to show that filtering happens here and not in the client. */
  sent = 0;

  constructor(
    private readonly now: () => Date = () => new Date(),
    readonly searchWindow = 32,
  ) {
    // A fresh server has written its own events before anyone connects.
    this.write('$epochs', [{ type: '$epoch-information', data: { epochNumber: 0 } }]);
    this.write('$users', [{ type: '$User', data: { loginName: 'admin' } }]);
  }

  /** A client connected to this server (disposing it leaves the server's log as it is). */
  connect(): FakeEventStoreDBClient {
    return new FakeEventStoreDBClient(this);
  }

  append(streamName: string, events: EventData[], expectedRevision: AppendToStreamOptions['expectedRevision'] = ANY): AppendResult {
    const stream = this.streams.get(streamName);
    const current = stream ? BigInt(stream.length - 1) : NO_STREAM;
    const matches =
      expectedRevision === ANY ||
      (expectedRevision === NO_STREAM && !stream) ||
      (expectedRevision === STREAM_EXISTS && !!stream) ||
      (typeof expectedRevision === 'bigint' && expectedRevision === current);
    if (!matches) throw new WrongExpectedVersionError(undefined, { streamName, expected: expectedRevision ?? ANY, current });
    const written = this.write(
      streamName,
      events.map((event) => ({ id: event.id, type: event.type, data: event.data, metadata: event.metadata, isJson: event.contentType === 'application/json' })),
    );
    for (const subscription of this.subscriptions) subscription.wake();
    return { success: true, nextExpectedRevision: written.at(-1)!.revision, position: written.at(-1)!.position };
  }

  private write(streamName: string, events: { id?: string; type: string; data: unknown; metadata?: unknown; isJson?: boolean }[]): LoggedEvent[] {
    const stream = this.streams.get(streamName) ?? [];
    this.streams.set(streamName, stream);
    const commit = this.offset;
    const created = this.now();
    const written = events.map((event) => {
      const logged: LoggedEvent = {
        streamId: streamName,
        id: event.id ?? randomUUID(),
        revision: BigInt(stream.length),
        type: event.type,
        data: event.data,
        metadata: event.metadata,
        isJson: event.isJson ?? true,
        created,
        position: { commit, prepare: this.offset },
      };
      this.offset += RECORD_OVERHEAD + BigInt(JSON.stringify([streamName, event.type, event.data, event.metadata ?? null]).length);
      stream.push(logged);
      this.log.push(logged);
      return logged;
    });
    return written;
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): LoggedEvent[] {
    const stream = this.streams.get(streamName);
    if (!stream) throw new StreamNotFoundError(undefined, streamName);
    const backwards = options.direction === BACKWARDS;
    const from = options.fromRevision ?? (backwards ? END : START);
    let events = from === START || from === END ? [...stream] : stream.filter((e) => (backwards ? e.revision <= from : e.revision >= from));
    if (backwards) events = events.reverse();
    return events.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
  }

  readAll(options: ReadAllOptions = {}): LoggedEvent[] {
    const backwards = options.direction === BACKWARDS;
    const from = options.fromPosition ?? (backwards ? END : START);
    let events: LoggedEvent[];
    if (backwards) events = (from === END ? [...this.log] : this.log.filter((e) => comparePositions(e.position, toPosition(from)) < 0)).reverse();
    else events = from === START ? [...this.log] : this.log.filter((e) => from !== END && comparePositions(e.position, from) >= 0);
    return events.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
  }

  subscribe(options: SubscribeToAllOptions = {}): FakeSubscription {
    const from = options.fromPosition ?? START;
    const start = from === START ? 0 : from === END ? this.log.length : this.log.findIndex((e) => comparePositions(e.position, from) > 0);
    const subscription = new FakeSubscription(this, start === -1 ? this.log.length : start, options.filter, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Subscriptions still open (a client that closes its feeds leaves none). */
  get openSubscriptions(): number {
    return this.subscriptions.size;
  }
}

/** The client's side: what `EventStoreDBClient` offers the adapter, spoken to the fake server. */
export class FakeEventStoreDBClient implements EsdbClient {
  private disposed = false;
  private readonly open = new Set<FakeSubscription>();

  constructor(private readonly server: FakeEventStoreDB) {}

  async appendToStream(streamName: string, events: EventData | EventData[], options: AppendToStreamOptions = {}): Promise<AppendResult> {
    this.check();
    return this.server.append(streamName, Array.isArray(events) ? events : [events], options.expectedRevision ?? ANY);
  }

  readStream<E extends ResolvedEvent>(streamName: string, options?: ReadStreamOptions): StreamingRead<E> {
    this.check();
    const server = this.server;
    return streamingRead(
      (function* () {
        for (const event of server.readStream(streamName, options)) yield { event: { ...event } };
      })(),
    ) as unknown as StreamingRead<E>;
  }

  readAll(options?: ReadAllOptions): StreamingRead<AllStreamResolvedEvent> {
    this.check();
    return streamingRead(this.server.readAll(options).map((event) => ({ event: { ...event } }))) as unknown as StreamingRead<AllStreamResolvedEvent>;
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllStreamSubscription {
    this.check();
    const subscription = this.server.subscribe(options);
    this.open.add(subscription);
    subscription.once('close', () => this.open.delete(subscription));
    return subscription as unknown as AllStreamSubscription;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all([...this.open].map((subscription) => subscription.unsubscribe()));
  }

  private check(): void {
    if (this.disposed) throw new Error('The client was disposed');
  }
}

/** A read as the client returns it: a readable stream of resolved events that fails with the server's error. */
function streamingRead(events: Iterable<object>): Readable & { cancel(): Promise<void> } {
  const stream = Readable.from(events, { objectMode: true }) as Readable & { cancel(): Promise<void> };
  stream.cancel = async () => void stream.destroy();
  return stream;
}

/** A catch-up subscription to $all: catches up from its position, reports `caughtUp`, then sends new events live. */
class FakeSubscription extends Readable {
  readonly id = randomUUID();
  private ended = false;
  private waiting: (() => void) | undefined;

  constructor(
    private readonly server: FakeEventStoreDB,
    private next: number,
    private readonly subscriptionFilter: Filter | undefined,
    private readonly detach: () => void,
  ) {
    super({ objectMode: true });
    setImmediate(() => void this.run());
  }

  override _read(): void {
    this.wake();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.stop();
    callback(error);
  }

  async unsubscribe(): Promise<void> {
    if (this.ended) return;
    this.stop();
    this.push(null);
  }

  wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }

  private stop(): void {
    this.ended = true;
    this.detach();
    this.wake();
  }

  private async run(): Promise<void> {
    if (this.ended) return;
    this.emit('confirmation');
    const interval = this.subscriptionFilter ? this.subscriptionFilter.checkpointInterval * this.server.searchWindow : Number.POSITIVE_INFINITY;
    let considered = 0;
    let caughtUp = false;
    while (!this.ended) {
      const event = this.server.log[this.next];
      if (!event) {
        if (!caughtUp) {
          caughtUp = true;
          this.emit('caughtUp');
        }
        await new Promise<void>((resolve) => (this.waiting = resolve));
        continue;
      }
      this.next += 1;
      considered += 1;
      if (this.matches(event)) {
        this.server.sent += 1;
        // Backpressure as over gRPC: a consumer that does not read stops the server sending.
        if (!this.push({ event: { ...event } })) await new Promise<void>((resolve) => (this.waiting = resolve));
      }
      if (considered >= interval && this.subscriptionFilter?.checkpointReached && !this.ended) {
        considered = 0;
        await this.subscriptionFilter.checkpointReached(this as unknown as AllStreamSubscription, event.position);
      }
    }
  }

  private matches(event: LoggedEvent): boolean {
    if (!this.subscriptionFilter) return true;
    const subject = this.subscriptionFilter.filterOn === EVENT_TYPE ? event.type : event.streamId;
    if ('regex' in this.subscriptionFilter) return new RegExp(this.subscriptionFilter.regex).test(subject);
    return this.subscriptionFilter.prefixes.some((prefix) => subject.startsWith(prefix));
  }
}

function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

function toPosition(position: Position | typeof START): Position {
  return position === START ? { commit: 0n, prepare: 0n } : position;
}
