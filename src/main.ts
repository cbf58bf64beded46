import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApiApp } from './app.module.js';
import { seedDemoData } from './demo-data.js';
import { readConfig } from './shared/config.js';
import { reportUncaughtErrors } from './shared/error-reporting/error-reporting.module.js';
import { ErrorReporter } from './shared/error-reporting/error-reporter.port.js';
import { PostgresEventStore } from './shared/event-store/postgres-event-store.adapter.js';
import { createLogger } from './shared/logging.js';
import { migrateDatabase, resolveDatabase } from './shared/persistence/database.js';
import { CREATE_ADMIN_HINT, siteAdminExists } from './site-admins.js';
import { startWorker } from './worker.js';

/**
 * `npm start`: PostgreSQL (embedded unless DATABASE_URL is set), migrations, the demo data once when
 * SEED_DEMO is on, the API with the built web app, and the worker in the same process (WORKER=off leaves
 * it to `node dist/worker.js`).
 */
export async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const database = await resolveDatabase(config);
  await migrateDatabase(database.url);
  if (config.eventStore === 'postgres') await PostgresEventStore.ensureSchema(database.url);

  const app = await createApiApp(config, database.url, logger);
  await app.init();
  reportUncaughtErrors(app.get(ErrorReporter), 'api');
  if (config.seedDemo && (await seedDemoData(app))) logger.info('demo data seeded');
  if (!(await siteAdminExists(app))) logger.warn(CREATE_ADMIN_HINT);
  const worker = config.inlineWorker ? await startWorker(config, database.url, logger, app) : undefined;
  await app.listen(config.port);
  // Browsers and proxies reuse idle connections longer than Node's 5 s default; closing one just as a POST
  // is sent on it fails that request ('Failed to fetch'), since a POST is not retried.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // PORT=0 takes a free port: say which.
  const port = (app.getHttpServer().address() as AddressInfo).port;
  logger.info({ port, embeddedDatabase: !config.databaseUrl }, `Limelight is running at http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await worker?.stop();
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

// import.meta.main, not a comparison with argv[1]: `nest start` runs the entry as `dist/src/main`, without `.js`.
if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'fatal', msg: 'start-up failed', err: String(error instanceof Error ? error.stack : error) }));
    process.exit(1);
  });
}
