import { randomUUID } from 'node:crypto';
import { AggregateStreams, publishedEvents, type Aggregate } from '../../src/shared/event-store/aggregate-streams.js';
import { ConcurrencyError, type EventStore } from '../../src/shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { publishedEventVersions } from '../../src/shared/event-store/published-events.js';
import { Refusal } from '../../src/shared/errors.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * A small tally on the real PostgreSQL event store: `Counted` is published (version 2 added `by`),
 * `Noted` is the decider's own.
 */
interface Counted {
  n: number;
  by: string;
}
type PublishedTallyEvent = { type: 'Counted'; data: Counted };
type TallyEvent = PublishedTallyEvent | { type: 'Noted'; data: { note: string } };
interface Tally {
  count: number;
  by: string[];
  notes: string[];
}

const contract = publishedEventVersions('tally', { Counted: 2 }, { Counted: { 1: (v1: Omit<Counted, 'by'>): Counted => ({ ...v1, by: 'nobody' }) } });

class TallyRejected extends Error {
  constructor(
    message: string,
    readonly kind: 'full',
  ) {
    super(message);
  }
}

const tallyStream = (id: string) => `tally-${id}`;
const evolve = (state: Tally, event: TallyEvent): Tally =>
  event.type === 'Counted' ? { ...state, count: state.count + event.data.n, by: [...state.by, event.data.by] } : { ...state, notes: [...state.notes, event.data.note] };

const tally = (ownEvents: boolean): Aggregate<Tally, TallyEvent, TallyRejected> => ({
  stream: tallyStream,
  fold: (events) => events.reduce(evolve, { count: 0, by: [], notes: [] }),
  evolve,
  rejected: { error: TallyRejected, refusal: (error) => new Refusal('conflict', error.message) },
  ...publishedEvents<TallyEvent, PublishedTallyEvent>({
    isPublished: contract.isPublished,
    metadata: contract.metadata,
    read: (stored) => contract.read(stored) as PublishedTallyEvent,
    toPublished: (event) => event,
    fromPublished: (event) => event,
    ownEvents,
  }),
});

const counted = (n: number, by: string): TallyEvent => ({ type: 'Counted', data: { n, by } });

describe('aggregate streams on the PostgreSQL event store', () => {
  let db: TestDatabase;
  let store: EventStore;
  let tallies: AggregateStreams<Tally, TallyEvent, TallyRejected>;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.url);
    tallies = new AggregateStreams(store, tally(true));
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('creates the stream, appends at the revision it read, and stores published events with their contract version', async () => {
    const id = randomUUID();
    expect(await tallies.exists(id)).toBe(false);
    const first = await tallies.execute(id, () => [counted(2, 'ann'), { type: 'Noted', data: { note: 'hello' } }]);
    expect(first.state).toEqual({ count: 2, by: ['ann'], notes: ['hello'] });
    const second = await tallies.execute(id, async (state) => [counted(state.count, 'bob')]);
    expect(second).toEqual({ state: { count: 4, by: ['ann', 'bob'], notes: ['hello'] }, events: [counted(2, 'bob')] });

    const stored = await store.readStream(tallyStream(id));
    expect(stored.map((e) => [e.revision, e.type, e.metadata?.schemaVersion])).toEqual([
      [0, 'Counted', 2],
      [1, 'Noted', undefined],
      [2, 'Counted', 2],
    ]);
    expect(await tallies.exists(id)).toBe(true);
    expect(await tallies.load(id)).toEqual({ state: second.state, revision: 2 });
  });

  it.each([
    ['a new stream', []],
    ['an existing stream', [counted(1, 'ann')]],
  ])('decides again on the fresh state when another request wrote to %s first', async (_, before) => {
    const id = randomUUID();
    if (before.length) await tallies.execute(id, () => before);
    const seen: number[] = [];
    const { state, events } = await tallies.execute(id, async (current) => {
      seen.push(current.count);
      // Another request appends between this one's read and its append (once).
      if (seen.length === 1) await tallies.execute(id, () => [counted(10, 'other')]);
      return [counted(100, 'this')];
    });

    expect(seen).toEqual([before.length, before.length + 10]);
    expect(events).toEqual([counted(100, 'this')]);
    expect(state.by).toEqual([...before.map(() => 'ann'), 'other', 'this']);
    expect((await tallies.load(id)).state).toEqual(state);
  });

  it('creates a new aggregate on its initial state, and decides again on what the stream holds when it exists after all', async () => {
    const id = randomUUID();
    const created = await tallies.create(id, (state) => [counted(state.count + 2, 'ann')]);
    expect(created).toEqual({ state: { count: 2, by: ['ann'], notes: [] }, events: [counted(2, 'ann')] });
    const seen: number[] = [];
    const again = await tallies.create(id, (state) => {
      seen.push(state.count);
      return [counted(state.count + 1, 'bob')];
    });
    expect(seen).toEqual([0, 2]);
    expect(again.state).toEqual({ count: 5, by: ['ann', 'bob'], notes: [] });
    expect(await tallies.load(id)).toEqual({ state: again.state, revision: 1 });
    await expect(
      tallies.create(randomUUID(), () => {
        throw new TallyRejected('The tally is full', 'full');
      }),
    ).rejects.toEqual(new Refusal('conflict', 'The tally is full'));
  });

  it('gives up after 10 attempts when another request writes first every time', async () => {
    const id = randomUUID();
    let attempts = 0;
    const execution = tallies.execute(id, async () => {
      attempts++;
      await store.appendToStream(tallyStream(id), [{ type: 'Noted', data: { note: `other ${attempts}` } }], { expectedRevision: 'any' });
      return [counted(1, 'this')];
    });

    await expect(execution).rejects.toBeInstanceOf(ConcurrencyError);
    expect(attempts).toBe(10);
    expect((await tallies.load(id)).state).toEqual({ count: 0, by: [], notes: Array.from({ length: 10 }, (_, i) => `other ${i + 1}`) });
  });

  it("answers the decider's rejection with its refusal, lets other errors through, and appends nothing", async () => {
    const id = randomUUID();
    await expect(
      tallies.execute(id, () => {
        throw new TallyRejected('The tally is full', 'full');
      }),
    ).rejects.toEqual(new Refusal('conflict', 'The tally is full'));
    const failure = new Error('the decider broke');
    await expect(
      tallies.execute(id, () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await tallies.execute(id, () => [])).toEqual({ state: { count: 0, by: [], notes: [] }, events: [] });
    expect(await tallies.exists(id)).toBe(false);
  });

  it('reads a published event stored in an older version in its current shape', async () => {
    const id = randomUUID();
    await store.appendToStream(tallyStream(id), [{ type: 'Counted', data: { n: 3 } }], { expectedRevision: 'no_stream' });
    expect(await tallies.load(id)).toEqual({ state: { count: 3, by: ['nobody'], notes: [] }, revision: 0 });
  });

  it('refuses to read a type outside the contract when the decider has no events of its own', async () => {
    const id = randomUUID();
    await store.appendToStream(tallyStream(id), [{ type: 'Noted', data: { note: 'hello' } }], { expectedRevision: 'no_stream' });
    expect((await tallies.load(id)).state.notes).toEqual(['hello']);
    await expect(new AggregateStreams(store, tally(false)).load(id)).rejects.toThrow('Noted is not a published tally event');
  });
});

/** Checked by the type check, not at run time: a published shape that differs on either side fails it. */
const _shapesDiffer = () => {
  type Wider = { type: 'Counted'; data: Counted & { at: string } };
  const versions = { isPublished: contract.isPublished, metadata: contract.metadata, ownEvents: false };
  publishedEvents<Wider, PublishedTallyEvent>({
    ...versions,
    read: (stored) => contract.read(stored) as PublishedTallyEvent,
    toPublished: (event) => event,
    // @ts-expect-error the decider's event has a field the contract's lacks
    fromPublished: (event) => event,
  });
  publishedEvents<PublishedTallyEvent, Wider>({
    ...versions,
    read: (stored) => contract.read(stored) as Wider,
    // @ts-expect-error the contract's event has a field the decider's lacks
    toPublished: (event) => event,
    fromPublished: (event) => event,
  });
};
