import type pg from 'pg';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';

export interface ProjectionStatus {
  name: string;
  /** Global position of the last applied event (0 before the first). */
  position: number;
  checkpoint: string | null;
  /** Events of the projection's types in the feed that it has not applied yet. */
  eventsBehind: number;
  /** When the last applied event was appended. */
  lastEventAt: string | null;
  updatedAt: string;
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
const PREPARE_LOCK = 7_340_114;

const BATCH_SIZE = 500;
const IDLE_DELAY_MS = 100;
const ERROR_DELAY_MS = 1000;

/**
 * Keeps projections up to date from the global feed. Each batch runs in one PostgreSQL transaction that
 * locks the projection's checkpoint row (`FOR UPDATE SKIP LOCKED`), so several worker processes can run
 * side by side without applying an event twice, and a failed batch leaves the checkpoint where it was.
 */
export class ProjectionRunner {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly logger: RunnerLogger = consoleLogger,
  ) {}

  /** Creates missing tables and checkpoint rows. */
  async prepare(): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
      for (const projection of this.projections) {
        await client.query(projection.createTablesSql);
        await client.query('INSERT INTO projections.checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [projection.name]);
      }
    });
  }

  async start(): Promise<void> {
    await this.prepare();
    this.running = true;
    this.loops = this.projections.map((projection) => this.loop(projection));
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.wakers) wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /**
   * Applies everything visible now (tests, the rebuild command), waiting for a batch another worker may
   * be applying rather than skipping it. Returns how many events this call applied.
   */
  async catchUp(names?: readonly string[]): Promise<number> {
    let applied = 0;
    for (const projection of this.projections.filter((p) => !names || names.includes(p.name))) {
      for (;;) {
        const count = await this.runBatch(projection, 'wait');
        if (!count) break;
        applied += count;
      }
    }
    return applied;
  }

  /** Drops the projection's tables, recreates them, resets its checkpoint and replays the whole feed. */
  async rebuild(name: string): Promise<number> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projections.map((p) => p.name).join(', ')}`);
    await this.inTransaction(async (client) => {
      // Holding the checkpoint row keeps running workers away while the tables are replaced; the replay
      // itself runs in ordinary batches, so a long rebuild never holds back the feed for everyone else.
      await client.query('INSERT INTO projections.checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
      await client.query('SELECT 1 FROM projections.checkpoints WHERE name = $1 FOR UPDATE', [name]);
      for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${table}`);
      await client.query(projection.createTablesSql);
      await client.query('UPDATE projections.checkpoints SET checkpoint = NULL, position = 0, last_event_at = NULL, updated_at = now() WHERE name = $1', [name]);
    });
    const replayed = await this.catchUp([name]);
    this.logger.info({ projection: name, replayed }, 'projection rebuilt');
    return replayed;
  }

  async status(): Promise<ProjectionStatus[]> {
    const { rows } = await this.pool.query<{ name: string; checkpoint: string | null; position: string; last_event_at: Date | null; updated_at: Date }>(
      'SELECT name, checkpoint, position, last_event_at, updated_at FROM projections.checkpoints WHERE name = ANY($1::text[]) ORDER BY name',
      [this.projections.map((p) => p.name)],
    );
    return Promise.all(
      rows.map(async (row) => ({
        name: row.name,
        position: Number(row.position),
        checkpoint: row.checkpoint,
        eventsBehind: await this.store.countAfter(row.checkpoint, this.projections.find((p) => p.name === row.name)?.eventTypes),
        lastEventAt: row.last_event_at?.toISOString() ?? null,
        updatedAt: row.updated_at.toISOString(),
      })),
    );
  }

  private async loop(projection: Projection): Promise<void> {
    while (this.running) {
      let delay = IDLE_DELAY_MS;
      try {
        const count = await this.runBatch(projection);
        if (count === BATCH_SIZE) continue;
      } catch (error) {
        this.logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying');
        delay = ERROR_DELAY_MS;
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, delay);
        this.wakers.add(wake);
      });
    }
  }

  /**
   * One batch in one transaction that also moves the checkpoint. `skip`: null when another worker holds
   * the projection right now (it is doing the work); `wait`: wait for that worker's batch to end.
   */
  private async runBatch(projection: Projection, lock: 'skip' | 'wait' = 'skip'): Promise<number | null> {
    return this.inTransaction(async (client) => {
      const locked = await client.query<{ checkpoint: string | null }>(
        `SELECT checkpoint FROM projections.checkpoints WHERE name = $1 FOR UPDATE${lock === 'skip' ? ' SKIP LOCKED' : ''}`,
        [projection.name],
      );
      if (locked.rowCount === 0) return null;
      const after = locked.rows[0]!.checkpoint;
      const batch = await this.store.readAll({ after, maxCount: BATCH_SIZE, eventTypes: projection.eventTypes });
      const last = batch.events.at(-1);
      if (last) {
        await projection.apply(batch.events, client);
        await client.query('UPDATE projections.checkpoints SET checkpoint = $2, position = $3, last_event_at = $4, updated_at = now() WHERE name = $1', [
          projection.name,
          batch.checkpoint,
          last.position.toString(),
          last.createdAt,
        ]);
      } else if (batch.checkpoint !== after) {
        // Only events of other types were passed (EventStoreDB filters here): remember not to read them again.
        await client.query('UPDATE projections.checkpoints SET checkpoint = $2, updated_at = now() WHERE name = $1', [projection.name, batch.checkpoint]);
      }
      return batch.events.length;
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
