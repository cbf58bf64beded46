import pg from 'pg';
import { ADVISORY_LOCKS } from '../persistence/advisory-locks.js';
import { SystemClock, type Clock } from '../clock.js';
import type { EventFeed, EventStore, FeedBatch, FeedOptions } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';

export interface ProjectionStatus {
  name: string;
  /** Global position of the last applied event (0 before the first). */
  position: number;
  checkpoint: string | null;
  /** Events of the projection's types in the feed that it has not applied yet; null when the store cannot count them cheaply. */
  eventsBehind: number | null;
  /** When the last applied event was appended. */
  lastEventAt: string | null;
  updatedAt: string;
  /** Seconds since the oldest event of its types that is not applied yet was appended; 0 when caught up. */
  lagSeconds: number;
}

/** Pino's logger fits; the default writes JSON lines to the console. */
export interface RunnerLogger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

const jsonLine = (level: string, message: string, object: object) =>
  JSON.stringify({ level, msg: message, ...object }, (_key, value: unknown) => (value instanceof Error ? (value.stack ?? value.message) : value));
const consoleLogger: RunnerLogger = {
  error: (object, message) => console.error(jsonLine('error', message, object)),
  info: (object, message) => console.log(jsonLine('info', message, object)),
};

/** Held while creating tables, so worker processes starting together do not race on CREATE TABLE. */
const PREPARE_LOCK = ADVISORY_LOCKS.projectionTables;
/** First key of the per-projection leases (`pg_try_advisory_lock(LEASE_LOCK, hashtext(name))`). */
const LEASE_LOCK = ADVISORY_LOCKS.projectionLease;

/** Batches while behind (catching up, rebuilding): a few set-based statements apply thousands of events. */
const CATCH_UP_BATCH_SIZE = 2000;
/** Batches once caught up: short transactions, as each one holds back what every reader of the feed may see. */
const LIVE_BATCH_SIZE = 100;
/** A batch at least this large is saved for the projections of a catch-up side by side, on a connection each. */
const SIDE_BY_SIDE = 500;
/** Events of other types after which the feed reports a checkpoint past them (saved like a batch). */
const CHECKPOINT_INTERVAL = 1000;
/** How often a worker without a projection's lease asks for it again. */
const LEASE_RETRY_MS = 1000;
const ERROR_DELAY_MS = 1000;

/**
 * Keeps projections up to date from the global feed. A worker process follows a projection only while it
 * holds the projection's lease (a session advisory lock on a connection of its own), so several workers
 * share the projections and take over the ones of a worker that stops. Each batch is applied in one
 * PostgreSQL transaction that locks the checkpoint row and moves it only if it is still where the batch
 * started: rows and checkpoint never disagree, a failed batch leaves the checkpoint where it was, and a
 * reader whose checkpoint was moved by someone else (a rebuild, a catch-up) starts again from the stored
 * one instead of applying an event twice.
 */
export class ProjectionRunner {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  private readonly feeds = new Set<EventFeed>();
  private leaseConnection: Promise<pg.PoolClient> | undefined;
  private leaseClient: pg.PoolClient | undefined;
  private readonly leases = new Set<string>();
  private leaseQueries: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly logger: RunnerLogger = consoleLogger,
    private readonly clock: Clock = new SystemClock(),
  ) {}

  /** Creates missing tables and checkpoint rows. */
  async prepare(): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
      for (const projection of this.projections) {
        const { rows } = await client.query<{ version: number | null }>('SELECT version FROM projections.checkpoints WHERE name = $1', [projection.name]);
        const built = rows[0];
        if (built && projection.version !== undefined && built.version !== projection.version) {
          // Tables of an older shape: start them over; following replays the log into them.
          for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${table}`);
          await client.query('UPDATE projections.checkpoints SET checkpoint = NULL, position = 0, last_event_at = NULL, updated_at = now() WHERE name = $1', [projection.name]);
          this.logger.info({ projection: projection.name, from: built.version, to: projection.version }, 'projection tables replaced by a new version; replaying');
        }
        await client.query(projection.createTablesSql);
        await client.query('INSERT INTO projections.checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version', [projection.name, projection.version ?? null]);
      }
    });
  }

  async start(): Promise<void> {
    await this.prepare();
    this.running = true;
    this.loops = this.projections.map((projection) => this.follow(projection));
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.wakers) wake();
    await Promise.all([...this.feeds].map((feed) => feed.close()));
    await Promise.all(this.loops);
    this.loops = [];
    await this.dropLeases();
  }

  /**
   * Applies everything readable now (tests, the rebuild command), beside running workers: a batch another
   * worker is applying is waited for, and its checkpoint taken over. Projections at the same checkpoint read
   * the feed together, once. Returns how many events this call applied (summed over the projections).
   */
  async catchUp(names?: readonly string[]): Promise<number> {
    let applied = 0;
    let pending = this.projections.filter((p) => !names || names.includes(p.name));
    while (pending.length) {
      const checkpoints = await this.storedCheckpoints(pending.map((p) => p.name));
      const groups = new Map<string | null, Projection[]>();
      for (const projection of pending) {
        const at = checkpoints.get(projection.name)!;
        groups.set(at, [...(groups.get(at) ?? []), projection]);
      }
      pending = [];
      for (const [after, members] of groups) {
        const result = await this.catchUpTogether(members, after);
        applied += result.applied;
        pending.push(...result.moved);
      }
    }
    return applied;
  }

  /**
   * Reads the feed once from `after` for projections all at that checkpoint, with all their types, and saves
   * each batch for each of them (its own events, or a checkpoint-only advance; side by side when the batch is
   * large), reading the next page meanwhile. A projection whose checkpoint was moved elsewhere leaves the
   * group (`moved`).
   */
  private async catchUpTogether(members: readonly Projection[], after: string | null): Promise<{ applied: number; moved: Projection[] }> {
    const types = new Set(members.flatMap((p) => p.eventTypes));
    const feed = this.store.subscribe({ after, eventTypes: [...types], batchSize: CATCH_UP_BATCH_SIZE, checkpointInterval: CHECKPOINT_INTERVAL });
    const batches = feed[Symbol.asyncIterator]();
    let active = [...members];
    const moved: Projection[] = [];
    let applied = 0;
    let expected = after;
    let next: Promise<IteratorResult<FeedBatch>> | undefined = batches.next();
    try {
      while (next && active.length) {
        const read: IteratorResult<FeedBatch> = await next;
        if (read.done) break;
        const batch: FeedBatch = read.value;
        next = batch.caughtUp ? undefined : batches.next();
        const share = (projection: Projection) => this.save(projection, expected, { ...batch, events: batch.events.filter((event) => projection.eventTypes.includes(event.type)) });
        const saved: PromiseSettledResult<number | false>[] = [];
        if (batch.events.length >= SIDE_BY_SIDE) saved.push(...(await Promise.allSettled(active.map(share))));
        else for (const projection of active) saved.push(...(await Promise.allSettled([share(projection)])));
        const failed = saved.find((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failed) throw failed.reason;
        const results = saved.map((result) => (result as PromiseFulfilledResult<number | false>).value);
        moved.push(...active.filter((_, i) => results[i] === false));
        active = active.filter((_, i) => results[i] !== false);
        applied += results.reduce<number>((sum, n) => sum + (n || 0), 0);
        expected = batch.checkpoint;
      }
    } finally {
      await feed.close();
      await next?.catch(() => undefined);
      await batches.return?.(undefined);
    }
    return { applied, moved };
  }

  /**
   * Drops the projections' tables, recreates them, resets their checkpoints and replays the whole feed into
   * them (read once for all of them).
   */
  async rebuild(names: string | readonly string[]): Promise<number> {
    const list = typeof names === 'string' ? [names] : [...names];
    const targets = list.map((name) => {
      const projection = this.projections.find((p) => p.name === name);
      if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projections.map((p) => p.name).join(', ')}`);
      return projection;
    });
    await this.inTransaction(async (client) => {
      // Holding the checkpoint rows keeps running workers' batches waiting while the tables are replaced;
      // they then find the checkpoints reset and follow from there. The replay runs in ordinary batches.
      await client.query('INSERT INTO projections.checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [list]);
      await client.query('SELECT 1 FROM projections.checkpoints WHERE name = ANY($1::text[]) ORDER BY name FOR UPDATE', [list]);
      for (const projection of targets) {
        for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${table}`);
        await client.query(projection.createTablesSql);
      }
      await client.query('UPDATE projections.checkpoints SET checkpoint = NULL, position = 0, last_event_at = NULL, updated_at = now() WHERE name = ANY($1::text[])', [list]);
    });
    const replayed = await this.catchUp(list);
    this.logger.info({ projections: list, replayed }, list.length === 1 ? 'projection rebuilt' : 'projections rebuilt');
    return replayed;
  }

  async status(): Promise<ProjectionStatus[]> {
    const { rows } = await this.pool.query<{ name: string; checkpoint: string | null; position: string; last_event_at: Date | null; updated_at: Date }>(
      'SELECT name, checkpoint, position, last_event_at, updated_at FROM projections.checkpoints WHERE name = ANY($1::text[]) ORDER BY name',
      [this.projections.map((p) => p.name)],
    );
    return Promise.all(
      rows.map(async (row) => {
        const lag = await this.store.lag(row.checkpoint, this.projections.find((p) => p.name === row.name)!.eventTypes);
        return {
          name: row.name,
          position: Number(row.position),
          checkpoint: row.checkpoint,
          eventsBehind: lag.eventsBehind,
          lastEventAt: row.last_event_at?.toISOString() ?? null,
          updatedAt: row.updated_at.toISOString(),
          lagSeconds: lag.oldestAt ? Math.max(0, this.clock.now().getTime() - lag.oldestAt.getTime()) / 1000 : 0,
        };
      }),
    );
  }

  /** The worker's loop for one projection: take its lease, then follow the feed from the stored checkpoint. */
  private async follow(projection: Projection): Promise<void> {
    while (this.running) {
      let delay = 0;
      try {
        if (!(await this.lease(projection.name))) delay = LEASE_RETRY_MS;
        else if ((await this.followFeed(projection)) === 'ended') delay = ERROR_DELAY_MS;
      } catch (error) {
        this.logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying');
        delay = ERROR_DELAY_MS;
      }
      if (delay && this.running) await this.pause(delay);
    }
  }

  /** Applies the feed's batches until the checkpoint was moved elsewhere ('moved'), the runner stops, or the feed ends. */
  private async followFeed(projection: Projection): Promise<'moved' | 'ended'> {
    let expected = await this.storedCheckpoint(projection.name);
    const feed = this.store.subscribe(this.feedOptions(projection, expected));
    this.feeds.add(feed);
    try {
      for await (const batch of feed) {
        if (!this.running) break;
        if ((await this.save(projection, expected, batch)) === false) return 'moved';
        expected = batch.checkpoint;
      }
      return 'ended';
    } finally {
      this.feeds.delete(feed);
      await feed.close();
    }
  }

  private feedOptions(projection: Projection, after: string | null): FeedOptions {
    return { after, eventTypes: projection.eventTypes, batchSize: CATCH_UP_BATCH_SIZE, liveBatchSize: LIVE_BATCH_SIZE, checkpointInterval: CHECKPOINT_INTERVAL };
  }

  private async storedCheckpoint(name: string): Promise<string | null> {
    return (await this.storedCheckpoints([name])).get(name)!;
  }

  private async storedCheckpoints(names: readonly string[]): Promise<Map<string, string | null>> {
    const { rows } = await this.pool.query<{ name: string; checkpoint: string | null }>('SELECT name, checkpoint FROM projections.checkpoints WHERE name = ANY($1::text[])', [names]);
    const checkpoints = new Map(rows.map((row) => [row.name, row.checkpoint]));
    const missing = names.find((name) => !checkpoints.has(name));
    if (missing) throw new Error(`Projection ${missing} has no checkpoint row: prepare() the runner first`);
    return checkpoints;
  }

  /**
   * Applies one batch (or saves a checkpoint-only advance) in one transaction, if the stored checkpoint is
   * still `expected`, where the batch's feed started: how many events it applied, or false when the
   * checkpoint was moved (nothing was applied). The commit does not wait for the disk: a crash may take the
   * last batches back, and their checkpoint with them, so they are applied again; whoever acts on a row
   * (an outbox's sender) commits after it, which writes it to disk first.
   */
  private async save(projection: Projection, expected: string | null, batch: FeedBatch): Promise<number | false> {
    if (batch.events.length === 0 && batch.checkpoint === expected) return 0;
    // Two round trips besides the projection's own statements (begin and lock; move and commit), so values are
    // written into the SQL: the transaction holds back what every reader of the feed may see, so it is kept short.
    const name = pg.escapeLiteral(projection.name);
    const client = await this.pool.connect();
    try {
      const begun = (await client.query(
        `BEGIN; SET LOCAL synchronous_commit = off; SELECT checkpoint FROM projections.checkpoints WHERE name = ${name} FOR UPDATE`,
      )) as unknown as pg.QueryResult<{ checkpoint: string | null }>[];
      if (begun[2]!.rows[0]?.checkpoint !== expected) {
        await client.query('ROLLBACK');
        return false;
      }
      const last = batch.events.at(-1);
      const checkpoint = batch.checkpoint === null ? 'NULL' : pg.escapeLiteral(batch.checkpoint);
      if (last) await projection.apply(batch.events, client);
      const moved = last
        ? `checkpoint = ${checkpoint}, position = ${BigInt(last.position)}, last_event_at = ${pg.escapeLiteral(last.createdAt.toISOString())}, updated_at = now()`
        : `checkpoint = ${checkpoint}, updated_at = now()`;
      await client.query(`UPDATE projections.checkpoints SET ${moved} WHERE name = ${name}; COMMIT`);
      return batch.events.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Takes the projection's lease on the runner's lease connection (kept while the runner runs). */
  private async lease(name: string): Promise<boolean> {
    if (this.leases.has(name)) return true;
    this.leaseConnection ??= this.pool.connect().then((client) => {
      this.leaseClient = client;
      client.on('error', (error) => this.leaseLost(client, error));
      return client;
    });
    const connecting = this.leaseConnection;
    const client = await connecting.catch((error: unknown) => {
      if (this.leaseConnection === connecting) this.leaseConnection = undefined;
      throw error;
    });
    try {
      // One query at a time on the connection, though every projection's loop asks at start.
      const asked = this.leaseQueries.then(() => client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS held', [LEASE_LOCK, name]));
      this.leaseQueries = asked.catch(() => undefined);
      const { rows } = await asked;
      if (rows[0]?.held) this.leases.add(name);
      return this.leases.has(name);
    } catch (error) {
      this.leaseLost(client, error as Error);
      throw error;
    }
  }

  /** The lease connection broke: its locks are gone, so stop following and take the leases again. */
  private leaseLost(client: pg.PoolClient, error: Error): void {
    if (client !== this.leaseClient) return;
    this.logger.error({ err: error }, 'projection lease connection lost; taking the leases again');
    this.leaseClient = this.leaseConnection = undefined;
    this.leases.clear();
    client.release(error);
    for (const feed of this.feeds) void feed.close();
  }

  /** Ends the lease connection: PostgreSQL releases its locks, and another worker takes the projections. */
  private async dropLeases(): Promise<void> {
    // A connection the server cut while the feeds kept going is reported now (its error may not have arrived yet).
    const current = this.leaseClient;
    await current?.query('SELECT 1').catch((error: Error) => this.leaseLost(current, error));
    const connecting = this.leaseConnection;
    this.leaseClient = this.leaseConnection = undefined;
    this.leases.clear();
    const client = await connecting?.catch(() => undefined);
    client?.release(true);
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  /** Commits what `work` did, or rolls all of it back when it throws. */
  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
