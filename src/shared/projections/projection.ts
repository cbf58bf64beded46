import type pg from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * A read model fed by the global event feed. The runner hands each batch to `apply` inside the
 * transaction that also advances the projection's checkpoint, so rows and checkpoint never disagree.
 */
export interface Projection {
  readonly name: string;
  readonly eventTypes: readonly string[];
  /** Qualified names of the tables the projection owns (dropped on rebuild). */
  readonly tables: readonly string[];
  /** Creates the tables if they are missing (idempotent). */
  readonly createTablesSql: string;
  apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void>;
}
