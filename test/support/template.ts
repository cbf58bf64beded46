import { migrateDatabase } from '../../src/shared/persistence/database.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';

export const TEMPLATE_DATABASE = 'limelight_test_template';

/** Everything a fresh database needs before the application starts: migrations and the event store schema. */
export async function prepareSchema(url: string): Promise<void> {
  await migrateDatabase(url);
  await PostgresEventStore.ensureSchema(url);
}
