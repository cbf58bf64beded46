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

interface RunnerLogger {
  error(object: object, message: string): void;
}

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
  private wake?: () => void;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly logger: RunnerLogger = { error: (object, message) => console.error(JSON.stringify({ level: 'error', msg: message, ...object })) },
  ) {}

  /** Creates missing tables and checkpoint rows. */
  async prepare(): Promise<void> {
    for (const projection of this.projections) {
      await this.pool.query(projection.createTablesSql);
      await this.pool.query('INSERT INTO projections.checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [projection.name]);
    }
  }

  async start(): Promise<void> {
    await this.prepare();
    this.running = true;
    this.loops = this.projections.map((projection) => this.loop(projection));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await Promise.all(this.loops);
  }

  /** Applies everything visible now (tests, the rebuild command). Returns how many events were applied. */
  async catchUp(names?: readonly string[]): Promise<number> {
    let applied = 0;
    for (const projection of this.projections.filter((p) => !names || names.includes(p.name))) {
      for (;;) {
        const count = await this.runBatch(projection);
        if (count === null || count === 0) break;
        applied += count;
      }
    }
    return applied;
  }

  /** Drops the projection's tables, recreates them, resets its checkpoint and replays the whole feed. */
  async rebuild(name: string): Promise<number> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projections.map((p) => p.name).join(', ')}`);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Holding the checkpoint row keeps running workers away from the projection while it is rebuilt.
      await client.query('INSERT INTO projections.checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
      await client.query('SELECT 1 FROM projections.checkpoints WHERE name = $1 FOR UPDATE', [name]);
      for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${table}`);
      await client.query(projection.createTablesSql);
      await client.query('UPDATE projections.checkpoints SET checkpoint = NULL, position = 0, last_event_at = NULL, updated_at = now() WHERE name = $1', [name]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    return this.catchUp([name]);
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
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** One batch in one transaction; null when another worker holds the projection right now. */
  private async runBatch(projection: Projection): Promise<number | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const locked = await client.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projections.checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED', [projection.name]);
      if (locked.rowCount === 0) {
        await client.query('ROLLBACK');
        return null;
      }
      const batch = await this.store.readAll({ after: locked.rows[0]!.checkpoint, maxCount: BATCH_SIZE, eventTypes: projection.eventTypes });
      if (batch.events.length > 0) {
        await projection.apply(batch.events, client);
        const last = batch.events.at(-1)!;
        await client.query('UPDATE projections.checkpoints SET checkpoint = $2, position = $3, last_event_at = $4, updated_at = now() WHERE name = $1', [
          projection.name,
          batch.checkpoint,
          last.position.toString(),
          last.createdAt,
        ]);
      }
      await client.query('COMMIT');
      return batch.events.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
