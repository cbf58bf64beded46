import 'reflect-metadata';
import { createPool } from './shared/persistence/pool.js';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule, projections } from './app.module.js';
import { LiveIngest } from './media/infrastructure/live-ingest.js';
import { TusUploadStore } from './media/infrastructure/tus-upload-store.js';
import { VideoUploadExpirySweeper } from './media/infrastructure/video-upload-expiry.sweeper.js';
import { SystemClock } from './shared/clock.js';
import { readConfig, type AppConfig } from './shared/config.js';
import { createEventStore } from './shared/event-store/event-store.module.js';
import { createErrorReporter, reportUncaughtErrors } from './shared/error-reporting/error-reporting.module.js';
import { PostgresEventStore } from './shared/event-store/postgres-event-store.adapter.js';
import { createLogger } from './shared/logging.js';
import { migrateDatabase, resolveDatabase } from './shared/persistence/database.js';
import { ProjectionRunner } from './shared/projections/projection-runner.js';
import { WebhookDispatcher } from './integrations/infrastructure/webhook-dispatcher.js';
import { ConfirmationEmailSender } from './checkout/infrastructure/confirmation-email.sender.js';
import { PostgresTicketDates } from './ticketing/infrastructure/postgres-ticket-dates.adapter.js';
import { InvitationEmailSender } from './accounts/infrastructure/invitation-email.sender.js';
import { MembershipEmailSender } from './membership/infrastructure/membership-email.sender.js';
import { CollaboratorInvitationEmailSender } from './media/infrastructure/collaborator-invitation-email.sender.js';

/**
 * The worker: projections on the global event feed, the webhook dispatcher, the confirmation, team invitation,
 * membership and video collaborator invitation e-mails, the expiry of unfinished video uploads, and the live
 * streams' RTMP ingest (unless LIVE_INGEST=off). `api` is the API's container when the worker runs inside the API process.
 */
export async function startWorker(config: AppConfig, databaseUrl: string, logger: Logger, api?: INestApplicationContext): Promise<{ stop(): Promise<void> }> {
  const pool = createPool(databaseUrl, 10, (error) => logger.warn({ err: error }, 'database connection lost'));
  const store = createEventStore(config, databaseUrl);
  const runner = new ProjectionRunner(pool, store, projections, logger);
  await runner.start();
  const clock = new SystemClock();
  const dispatcher = new WebhookDispatcher(pool, { clock, allowLoopback: config.webhooksAllowLoopback, logger });
  dispatcher.start();
  const confirmations = new ConfirmationEmailSender(pool, new PostgresTicketDates(pool), clock, logger);
  confirmations.start();
  const invitations = new InvitationEmailSender(pool, clock, logger);
  invitations.start();
  const membershipEmails = new MembershipEmailSender(pool, clock, logger);
  membershipEmails.start();
  const uploadExpiry = new VideoUploadExpirySweeper(pool, new TusUploadStore(config), clock, logger);
  uploadExpiry.start();
  const collaboratorInvitations = new CollaboratorInvitationEmailSender(pool, clock, logger);
  collaboratorInvitations.start();
  const ingest = config.liveIngest ? await startLiveIngest(config, databaseUrl, logger, api) : undefined;
  logger.info({ projections: projections.map((p) => p.name) }, 'worker started');
  return {
    stop: async () => {
      await Promise.all([runner.stop(), dispatcher.stop(), confirmations.stop(), invitations.stop(), membershipEmails.stop(), collaboratorInvitations.stop(), uploadExpiry.stop(), ingest?.stop()]);
      await store.close();
      await pool.end();
    },
  };
}

/**
 * The RTMP ingest keeps recordings through the media library's application services, so it runs in the API's
 * container, or in a container of its own (no HTTP) in a worker process. A port it cannot take leaves live
 * streams off, logged, rather than the whole worker.
 */
async function startLiveIngest(config: AppConfig, databaseUrl: string, logger: Logger, api?: INestApplicationContext): Promise<{ stop(): Promise<void> } | undefined> {
  const context = api ?? (await NestFactory.createApplicationContext(AppModule.forRoot(config, databaseUrl), { logger: false, abortOnError: false }));
  const ingest = context.get(LiveIngest);
  try {
    const port = await ingest.start({ port: config.rtmpPort, logger });
    logger.info({ port }, 'live stream ingest listening (RTMP)');
  } catch (error) {
    logger.error({ err: error, port: config.rtmpPort }, 'live stream ingest could not start: live streams are off');
  }
  return {
    stop: async () => {
      await ingest.stop();
      if (!api) await context.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  reportUncaughtErrors(await createErrorReporter(config, logger), 'worker');
  const database = await resolveDatabase(config);
  await migrateDatabase(database.url);
  if (config.eventStore === 'postgres') await PostgresEventStore.ensureSchema(database.url);
  const worker = await startWorker(config, database.url, logger);
  const stop = async () => {
    await worker.stop();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
