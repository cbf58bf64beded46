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
  /**
   * The shape of a pure read model: when it differs from the version its tables were built with, a
   * start replaces them and replays the log. Absent for projections that feed outboxes (webhooks,
   * e-mails), whose replay would send everything again.
   */
  readonly version?: number;
  /**
   * Writes a batch (up to thousands of events while catching up) with a few set-based statements
   * (set-writes.ts), leaving exactly the rows that applying its events one by one would.
   */
  apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void>;
}
