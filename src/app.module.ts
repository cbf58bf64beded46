import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Inject, Module, type DynamicModule, type INestApplication, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { AccountsModule } from './accounts/accounts.module.js';
import { accountEntities } from './accounts/infrastructure/account.entities.js';
import { mediaEntities } from './media/infrastructure/media.entities.js';
import { MediaModule } from './media/media.module.js';
import { ticketingEntities } from './ticketing/infrastructure/ticketing.entities.js';
import { eventCreatorEntities } from './ticketing/infrastructure/event-creator.entities.js';
import { TicketingModule } from './ticketing/ticketing.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { ReportingModule } from './reporting/reporting.module.js';
import { MembershipModule } from './membership/membership.module.js';
import { membershipEntities } from './membership/infrastructure/membership.entities.js';
import { benefitRedemptionsProjection } from './membership/infrastructure/projections/benefit-redemptions.projection.js';
import { membersProjection } from './membership/infrastructure/projections/members.projection.js';
import { membershipEmailsProjection } from './membership/infrastructure/projections/membership-emails.projection.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { integrationsEntities } from './integrations/infrastructure/webhook.entity.js';
import { webhookDeliveriesProjection } from './integrations/infrastructure/projections/webhook-deliveries.projection.js';
import { registrationsProjection } from './checkout/infrastructure/projections/registrations.projection.js';
import { confirmationEmailsProjection } from './checkout/infrastructure/projections/confirmation-emails.projection.js';
import { videoDonationsProjection } from './checkout/infrastructure/projections/video-donations.projection.js';
import { GetEventQuery } from './ticketing/application/get-event/get-event.query.js';
import { reportingProjections } from './reporting/infrastructure/projections/index.js';
import { notificationsProjection } from './accounts/infrastructure/projections/notifications.projection.js';
import { APP_CONFIG, type AppConfig } from './shared/config.js';
import { createErrorReporter, ErrorReportingModule } from './shared/error-reporting/error-reporting.module.js';
import { ERROR_REPORT_MAX_BYTES, ERROR_REPORTS_PATH } from './shared/error-reporting/error-reports.controller.js';
import { ErrorReporter } from './shared/error-reporting/error-reporter.port.js';
import { SessionAuthenticator, type Principal } from './shared/access.js';
import { LogErrorReporter } from './shared/error-reporting/log-error-reporter.adapter.js';
import { createLogger } from './shared/logging.js';
import { eventStoreProvider } from './shared/event-store/event-store.module.js';
import { EventStore } from './shared/event-store/event-store.port.js';
import { fileStorageProvider } from './shared/files/file-storage.module.js';
import { FileStorage } from './shared/files/file-storage.port.js';
import { ApiExceptionFilter } from './shared/http/api-exception.filter.js';
import { AccessGuard } from './shared/http/auth.js';
import { JsonPrimitivesInterceptor } from './shared/http/json-primitives.interceptor.js';
import { apiValidationPipe } from './shared/http/validation.pipe.js';
import { ormOptions } from './shared/persistence/mikro-orm.config.js';
import { createPool, DATABASE_POOL } from './shared/persistence/pool.js';
import { PostgresRateLimiter } from './shared/rate-limit/postgres-rate-limiter.adapter.js';
import { RateLimiter } from './shared/rate-limit/rate-limiter.port.js';
import { KeyValueStore } from './shared/key-value/key-value-store.port.js';
import { PostgresKeyValueStore } from './shared/key-value/postgres-key-value-store.adapter.js';
import { mountOpenApi } from './shared/http/openapi.js';
import { requestLog } from './shared/http/request-log.js';
import { staticAssets } from './shared/http/static-assets.js';
import { isCalendarPath, webPages } from './shared/http/web-pages.js';
import { MetricsModule } from './shared/metrics/metrics.module.js';
import { ProjectionsModule } from './shared/projections/projections.module.js';

/** Every MikroORM entity of the state-stored contexts. */
export const entities = [...accountEntities, ...mediaEntities, ...ticketingEntities, ...eventCreatorEntities, ...integrationsEntities, ...membershipEntities];

/** Every projection the worker keeps up to date. */
export const projections = [...reportingProjections, registrationsProjection, videoDonationsProjection, confirmationEmailsProjection, webhookDeliveriesProjection, benefitRedemptionsProjection, membersProjection, membershipEmailsProjection, notificationsProjection];

@Global()
@Module({})
class InfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }

  static forRoot(config: AppConfig, databaseUrl: string, errorReporter: ErrorReporter): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ErrorReporter, useValue: errorReporter },
        eventStoreProvider(databaseUrl, config),
        fileStorageProvider(config),
        { provide: DATABASE_POOL, useFactory: () => createPool(databaseUrl, 10) },
        { provide: RateLimiter, inject: [DATABASE_POOL], useFactory: (pool: pg.Pool) => new PostgresRateLimiter(pool) },
        { provide: KeyValueStore, inject: [DATABASE_POOL], useFactory: (pool: pg.Pool) => new PostgresKeyValueStore(pool) },
      ],
      exports: [APP_CONFIG, EventStore, FileStorage, DATABASE_POOL, RateLimiter, KeyValueStore, ErrorReporter],
    };
  }
}

@Module({})
export class AppModule {
  /** `errorReporter`: the API's (createApiApp); other containers (scripts, the worker's ingest) log their errors. */
  static forRoot(config: AppConfig, databaseUrl: string, errorReporter: ErrorReporter = new LogErrorReporter(createLogger(config.logLevel))): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config, databaseUrl, errorReporter),
        // Every repository forks its own EntityManager per call: no request forks one it would not use.
        MikroOrmModule.forRoot({ ...ormOptions(databaseUrl, entities), registerRequestContext: false }),
        CqrsModule.forRoot(),
        AccountsModule,
        MediaModule,
        TicketingModule,
        CheckoutModule,
        MembershipModule,
        ReportingModule,
        IntegrationsModule,
        ProjectionsModule.forRoot(databaseUrl, projections),
        MetricsModule.forRoot(projections),
        ErrorReportingModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}

/**
 * Google Analytics, Google Tag Manager and Meta's pixel, loaded by the web app only after the visitor accepts
 * them on a page whose organizer (or this installation) has an id: their scripts, and the hosts they report to.
 */
const TRACKING_SCRIPT_SOURCES = ['https://*.googletagmanager.com', 'https://connect.facebook.net'];
const TRACKING_CONNECT_SOURCES = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://www.facebook.com', 'https://connect.facebook.net'];

/** Builds the HTTP application: security headers, logs, cookies, validation, errors, OpenAPI, the web app. */
export async function createApiApp(config: AppConfig, databaseUrl: string, logger: Logger): Promise<INestApplication> {
  const errorReporter = await createErrorReporter(config, logger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl, errorReporter), { logger: false, bodyParser: true, rawBody: true, abortOnError: false });
  app.set('trust proxy', 'loopback');
  // Read before the general parser: the web app's error reports are small.
  app.use(ERROR_REPORTS_PATH, express.json({ limit: ERROR_REPORT_MAX_BYTES }));
  // A private list takes up to 5000 e-mails in one call (about 1.3 MB at the longest addresses).
  app.useBodyParser('json', { limit: '2mb' });
  const directives = {
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Stripe.js and its Payment Element, when card payments go through Stripe; tracking pixels once a visitor accepts them.
    'script-src': ["'self'", 'https://js.stripe.com', ...TRACKING_SCRIPT_SOURCES],
    // The web app's error reports, when Sentry is configured; what accepted tracking pixels send.
    'connect-src': ["'self'", 'https://api.stripe.com', ...(config.sentry ? [new URL(config.sentry.dsn).origin] : []), ...TRACKING_CONNECT_SOURCES],
    'frame-src': ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com', 'https://js.stripe.com', 'https://hooks.stripe.com'],
  };
  // Only the embeddable calendar may be framed, by any site; every other page keeps frame-ancestors 'self' and X-Frame-Options.
  const pageHeaders = helmet({ contentSecurityPolicy: { directives } });
  const embeddableHeaders = helmet({ contentSecurityPolicy: { directives: { ...directives, 'frame-ancestors': ['*'] } }, xFrameOptions: false });
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => (isCalendarPath(request.path) ? embeddableHeaders : pageHeaders)(request, response, next));
  app.use(requestLog(logger, '/client_side_api'));
  app.use(cookieParser());
  app.useGlobalPipes(apiValidationPipe);
  app.useGlobalFilters(new ApiExceptionFilter(errorReporter));
  app.useGlobalInterceptors(new JsonPrimitivesInterceptor());
  mountOpenApi(app);
  await serveWebApp(app, config, logger);
  return app;
}

/**
 * The built web app: its static files, and its pages (src/shared/http/web-pages.ts), which read events through
 * the query bus, as GET /client_side_api/events/{id} does.
 */
async function serveWebApp(app: NestExpressApplication, config: AppConfig, logger: Logger): Promise<void> {
  const dist = config.webDist ? resolve(config.webDist) : undefined;
  if (!dist || !existsSync(resolve(dist, 'index.html'))) return;
  app.use(staticAssets(dist));
  const queries = app.get(QueryBus);
  const sources = { sessions: app.get(SessionAuthenticator), event: (id: string, viewer: Principal | undefined) => queries.execute(new GetEventQuery(id, viewer)) };
  app.use(await webPages(dist, config, sources, logger));
}
