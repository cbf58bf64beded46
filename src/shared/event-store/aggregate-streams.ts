import type { Refusal } from '../errors.js';
import { ConcurrencyError, type EventStore, type NewEvent, type RecordedEvent } from './event-store.port.js';
import type { StoredEvent } from './published-events.js';

/** A command decided again after a concurrent write at most this many times in all. */
const ATTEMPTS = 10;

/** How a decider's events are appended to and read from its streams. */
export interface EventMapping<Event extends NewEvent<string, object>> {
  toStore: (event: Event) => NewEvent<string, object>;
  fromStore: (recorded: RecordedEvent) => Event;
}

/** How one kind of event-sourced aggregate (a decider) lives in the event store. */
export interface Aggregate<State, Event extends NewEvent<string, object>, Rejected extends Error> extends EventMapping<Event> {
  /** The stream of one aggregate, by its id. */
  stream: (id: string) => string;
  fold: (events: readonly Event[]) => State;
  evolve: (state: State, event: Event) => State;
  /** The decider's error for a command it refuses, and the refusal the API answers with. */
  rejected: { error: abstract new (...args: never[]) => Rejected; refusal: (error: Rejected) => Refusal };
}

/**
 * Loads aggregates from their streams and appends what a command decided, with optimistic concurrency:
 * when another request wrote to the stream first, the command is decided again on the fresh state.
 */
export class AggregateStreams<State, Event extends NewEvent<string, object>, Rejected extends Error> {
  constructor(
    private readonly store: EventStore,
    private readonly aggregate: Aggregate<State, Event, Rejected>,
  ) {}

  /** The aggregate's state and the revision of its stream's last event (-1 when the stream does not exist). */
  async load(id: string): Promise<{ state: State; revision: number }> {
    const events = await this.store.readStream(this.aggregate.stream(id));
    return { state: this.aggregate.fold(events.map(this.aggregate.fromStore)), revision: events.length - 1 };
  }

  /** Whether the aggregate's stream has an event. */
  async exists(id: string): Promise<boolean> {
    return (await this.store.readStream(this.aggregate.stream(id))).length > 0;
  }

  /**
   * Decides on a new aggregate (a stream nobody has written yet, by its fresh id) without reading it, and appends
   * the events as the stream's first; should the stream exist after all, decides again on what it holds (`execute`).
   */
  async create(id: string, decide: (state: State) => Promise<Event[]> | Event[]): Promise<{ state: State; events: Event[] }> {
    const { stream, fold, evolve, toStore, rejected } = this.aggregate;
    const initial = fold([]);
    let events: Event[];
    try {
      events = await decide(initial);
    } catch (error) {
      throw error instanceof rejected.error ? rejected.refusal(error) : error;
    }
    if (!events.length) return { state: initial, events };
    try {
      await this.store.appendToStream(stream(id), events.map(toStore), { expectedRevision: 'no_stream' });
      return { state: events.reduce(evolve, initial), events };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      return this.execute(id, decide);
    }
  }

  /**
   * Decides on the current state and appends the events; returns the new state and the events this call
   * appended. `decide` runs again after a concurrent write, so its side effects must be safe to repeat.
   */
  async execute(id: string, decide: (state: State) => Promise<Event[]> | Event[]): Promise<{ state: State; events: Event[] }> {
    const { stream, evolve, toStore, rejected } = this.aggregate;
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(id);
      let events: Event[];
      try {
        events = await decide(state);
      } catch (error) {
        throw error instanceof rejected.error ? rejected.refusal(error) : error;
      }
      if (!events.length) return { state, events };
      try {
        await this.store.appendToStream(stream(id), events.map(toStore), { expectedRevision: revision < 0 ? 'no_stream' : revision });
        return { state: events.reduce(evolve, state), events };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}

/** The decider's events of the contract's types. */
export type PublishedOf<Event, Published extends NewEvent<string, object>> = Extract<Event, { type: Published['type'] }>;

/** A published event contract (contracts/*-events.ts, built with `publishedEventVersions`) and the decider beside it. */
export interface PublishedContract<Event extends NewEvent<string, object>, Published extends NewEvent<string, object>> {
  isPublished: (type: string) => type is Published['type'];
  /** The metadata to append with an event of a published type: its current version. */
  metadata: (type: Published['type']) => Record<string, unknown>;
  /** A stored event of a published type in its current shape; throws for a type outside the contract. */
  read: (stored: StoredEvent) => Published;
  /**
   * The decider's event of a published type as the contract's, and the contract's as the decider's: both are
   * `(event) => event`, so the compiler checks both ways that the decider's events of the published types are
   * the contract's current shapes, and a change to either side alone fails the type check.
   */
  toPublished: (event: PublishedOf<Event, Published>) => Published;
  fromPublished: (event: Published) => PublishedOf<Event, Published>;
  /**
   * Whether the decider has events of its own, outside the contract, which are stored as they are. Without,
   * every stored event is read through the contract, which refuses a type outside it.
   */
  ownEvents: boolean;
}

/**
 * The mapping of a decider whose events are (some or all) a published contract: an event of a published type
 * is appended with its contract version and read back upcast to the contract's current shape.
 */
export function publishedEvents<Event extends NewEvent<string, object>, Published extends NewEvent<string, object>>(
  contract: PublishedContract<Event, Published>,
): EventMapping<Event> {
  const { isPublished, metadata, read, toPublished, fromPublished, ownEvents } = contract;
  return {
    toStore(event) {
      if (!isPublished(event.type)) return event;
      const published = toPublished(event as PublishedOf<Event, Published>);
      return { ...published, metadata: metadata(published.type) };
    },
    fromStore: (recorded) => (isPublished(recorded.type) || !ownEvents ? fromPublished(read(recorded)) : (recorded as unknown as Event)),
  };
}
