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
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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
        MikroOrmModule.forRoot(ormOptions(databaseUrl, entities)),
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

const API_PREFIXES = ['/client_side_api', '/api/', '/metrics'];

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
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/client_side_api') } }));
  app.use(cookieParser());
  app.useGlobalPipes(apiValidationPipe);
  app.useGlobalFilters(new ApiExceptionFilter(errorReporter));
  app.useGlobalInterceptors(new JsonPrimitivesInterceptor());
  mountOpenApi(app);
  serveWebApp(app, config);
  return app;
}

/** The embeddable calendar's pages (/calendar, /calendar/{o|p}/{username}) and its feeds. */
const isCalendarPath = (path: string) => path === '/calendar' || path.startsWith('/calendar/');
/** An owner's iCalendar feed, answered by the API (CalendarController). */
const CALENDAR_FEED = /^\/calendar\/[^/]+\/[^/]+\.ics$/;

/**
 * The built web app: static files, calendar.html (the calendar's own small bundle, without the app) for
 * the calendar's pages, and index.html for every other page path (client-side routes).
 */
function serveWebApp(app: NestExpressApplication, config: AppConfig): void {
  const dist = config.webDist ? resolve(config.webDist) : undefined;
  if (!dist || !existsSync(resolve(dist, 'index.html'))) return;
  const indexHtml = withTrackingIds(withSentryDsn(readFileSync(resolve(dist, 'index.html'), 'utf8'), config), config);
  const calendarHtml = existsSync(resolve(dist, 'calendar.html')) ? readFileSync(resolve(dist, 'calendar.html'), 'utf8') : indexHtml;
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => request.path.startsWith(prefix)) || CALENDAR_FEED.test(request.path)) return next();
    if (isCalendarPath(request.path)) return void response.type('html').send(calendarHtml);
    linkPreviewTags(app, request)
      .then((tags) => response.type('html').send(tags ? indexHtml.replace('</head>', `${tags}\n  </head>`) : indexHtml))
      .catch(next);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The web app reads Sentry's DSN from its page, so one build serves every environment (web/src/lib/error-reporting.ts). */
function withSentryDsn(html: string, config: AppConfig): string {
  if (!config.sentry) return html;
  const tags = [`<meta name="sentry-dsn" content="${escapeHtml(config.sentry.dsn)}" />`, `<meta name="sentry-environment" content="${escapeHtml(config.sentry.environment)}" />`];
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Limelight's own tracking pixel ids of this installation (APP_ENV names it) reach the web app the same way,
 * so one build serves every environment; an unset id has no tag.
 */
function withTrackingIds(html: string, config: AppConfig): string {
  const { googleAnalyticsId, metaPixelId, googleTagManagerContainerId } = config.tracking;
  const tags = [
    `<meta name="app-environment" content="${escapeHtml(config.appEnv)}" />`,
    ...(googleAnalyticsId ? [`<meta name="tracking-google-analytics-id" content="${escapeHtml(googleAnalyticsId)}" />`] : []),
    ...(metaPixelId ? [`<meta name="tracking-meta-pixel-id" content="${escapeHtml(metaPixelId)}" />`] : []),
    ...(googleTagManagerContainerId ? [`<meta name="tracking-gtm-container-id" content="${escapeHtml(googleTagManagerContainerId)}" />`] : []),
  ];
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** Link previews (Open Graph) for /event/{id}: crawlers read the HTML, not the app. Public events only. */
async function linkPreviewTags(app: NestExpressApplication, request: express.Request): Promise<string | null> {
  const match = /^\/event\/([0-9a-f-]{36})$/i.exec(request.path);
  if (!match) return null;
  const event = await app
    .get(QueryBus)
    .execute(new GetEventQuery(match[1]!, undefined))
    .catch(() => null);
  if (!event) return null;
  const origin = `${request.protocol}://${request.get('host')}`;
  const description = event.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
  const tags: [string, string][] = [
    ['og:title', event.name],
    ['og:description', description],
    ['og:type', 'website'],
    ['og:url', `${origin}/event/${event.id}`],
    ...(event.poster ? ([['og:image', `${origin}${event.poster}`]] as [string, string][]) : []),
  ];
  return tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join('\n  ');
}
