// `npm run projections:rebuild -- <name>`: drops a projection's tables and replays the event log into them.
import 'reflect-metadata';
import { projections } from '../src/app.module.js';
import { readConfig } from '../src/shared/config.js';
import { createEventStore } from '../src/shared/event-store/event-store.module.js';
import { PostgresEventStore } from '../src/shared/event-store/postgres-event-store.adapter.js';
import { migrateDatabase, resolveDatabase } from '../src/shared/persistence/database.js';
import { createPool } from '../src/shared/persistence/pool.js';
import { ProjectionRunner } from '../src/shared/projections/projection-runner.js';

const name = process.argv[2];
const known = projections.map((p) => p.name);
if (!name || !known.includes(name)) {
  console.error(`${name ? `Unknown projection ${name}. ` : ''}Usage: npm run projections:rebuild -- <name>\nKnown projections: ${known.join(', ')}`);
  process.exit(1);
}

// The same database the app uses: DATABASE_URL, or the embedded one under DATA_DIR (started here if needed).
const config = readConfig();
const database = await resolveDatabase(config).catch((error: unknown) => {
  // Most often the app already runs on the embedded database: point this at it with DATABASE_URL.
  console.error(`No database: ${String(error)}. While the app runs, set DATABASE_URL to its database.`);
  process.exit(1);
});
let exitCode = 0;
try {
  await migrateDatabase(database.url);
  if (config.eventStore === 'postgres') await PostgresEventStore.ensureSchema(database.url);
  const pool = createPool(database.url, 2);
  const store = createEventStore(config, database.url);
  try {
    const runner = new ProjectionRunner(pool, store, projections, { error: () => undefined, info: () => undefined });
    await runner.prepare();
    const started = Date.now();
    const replayed = await runner.rebuild(name);
    const status = (await runner.status()).find((s) => s.name === name);
    console.log(`Rebuilt ${name}: ${replayed} events replayed in ${Date.now() - started} ms (position ${status?.position ?? 0}, ${status?.eventsBehind ?? 0} behind).`);
  } finally {
    await store.close();
    await pool.end();
  }
} catch (error) {
  console.error(`Rebuilding ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
