/** Everything the processes read from the environment, read once at start-up. */
export interface AppConfig {
  /** Set when PostgreSQL is provided from outside; otherwise an embedded one is started. */
  databaseUrl?: string;
  port: number;
  eventStore: 'postgres' | 'esdb';
  eventStoreUrl?: string;
  /** Folder for the embedded database, uploads and mail files. */
  dataDir: string;
  /**
   * Seed the demo accounts and events (SEED_DEMO). On by default only for the embedded database outside
   * production: the demo site admin's password is public.
   */
  seedDemo: boolean;
  /** Run the worker (projections, jobs) inside the API process. */
  inlineWorker: boolean;
  /** Port of the RTMP ingest that live streams are published to (rtmp://<host>:<port>/live/<stream key>). */
  rtmpPort: number;
  /** Run the RTMP ingest in this worker process; exactly one process of an installation may (LIVE_INGEST=off on the others). */
  liveIngest: boolean;
  /** Built web app served by the API; absent in development (Vite serves it). */
  webDist?: string;
  /** Marks the session cookie Secure (behind HTTPS). */
  secureCookies: boolean;
  logLevel: string;
  /** The site's public address, for links in e-mails. */
  siteUrl: string;
  /** SMTP server for outgoing mail; without it mail is written as .eml files under `<dataDir>/mail/`. */
  smtpUrl?: string;
  mailFrom: string;
  /** Lets webhooks reach loopback receivers (127.0.0.0/8, ::1), for local testing only; other private addresses stay refused. */
  webhooksAllowLoopback: boolean;
  /** Bearer token Prometheus sends to read `/metrics`; without it only site admins may. */
  metricsToken?: string;
  /** Test cards may be presented on simulated card readers (the box office's 'Confirm Payment'): never in production. */
  terminalTestMode: boolean;
  /** Stripe: with a secret key the checkout charges cards through Stripe; without, the demo gateway runs. */
  stripe?: {
    secretKey: string;
    publishableKey: string;
    /** Signing secret of the webhook endpoint (whsec_…). */
    webhookSecret: string;
    /** Signing secret of the Connect webhook endpoint (connected accounts' events); the webhook secret when not set. */
    connectWebhookSecret?: string;
    /** Signing secret of the memberships' webhook endpoint (subscription events of connected accounts); the Connect secret, then the webhook secret, when not set. */
    membershipWebhookSecret?: string;
    /** Another address for Stripe's API (a local server in tests), e.g. http://127.0.0.1:12111. */
    apiBase?: string;
  };
  /** Google Maps (Places) for the card reader form's address search; without a key, typed US addresses are read offline. */
  googleMaps?: {
    apiKey: string;
    /** Another address for Google's Maps API (a local server in tests), e.g. http://127.0.0.1:12112. */
    apiBase?: string;
  };
  /** Files (uploads, ticket PDFs, videos) in S3 or an S3-compatible store such as MinIO; without, on local disk under `<dataDir>/files`. */
  s3?: S3Settings;
  /** Sentry: with a DSN, unexpected errors of the API, the worker and the web app go there; without, to the logs. */
  sentry?: SentrySettings;
  /** Which installation this is (APP_ENV); each has Limelight's own tracking pixel ids. */
  appEnv: AppEnvironment;
  /** Limelight's own tracking pixels in this installation, given to the web app in its page (null: none). */
  tracking: TrackingIds;
}

export const APP_ENVIRONMENTS = ['development', 'preview', 'staging', 'production'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export interface TrackingIds {
  googleAnalyticsId: string | null;
  metaPixelId: string | null;
  googleTagManagerContainerId: string | null;
}

export interface SentrySettings {
  /** A Sentry DSN (`https://<public key>@<host>/<project id>`); public: the web app is given it too. */
  dsn: string;
  environment: string;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another address than AWS's, e.g. http://minio:9000. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name, as MinIO needs. */
  forcePathStyle: boolean;
  /** Without keys the AWS SDK's own chain applies (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const eventStore = env.EVENT_STORE ?? 'postgres';
  if (eventStore !== 'postgres' && eventStore !== 'esdb') {
    throw new Error(`EVENT_STORE must be postgres or esdb, not ${eventStore}`);
  }
  if (eventStore === 'esdb' && !env.EVENTSTORE_URL) throw new Error('EVENT_STORE=esdb needs EVENTSTORE_URL');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    port: Number(env.PORT ?? 3000),
    eventStore,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL && env.NODE_ENV !== 'production',
    inlineWorker: env.WORKER !== 'off',
    rtmpPort: readRtmpPort(env.RTMP_PORT),
    liveIngest: env.LIVE_INGEST !== 'off',
    webDist: env.WEB_DIST ?? 'web/dist',
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Limelight <no-reply@limelight.example>',
    webhooksAllowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
    terminalTestMode: env.NODE_ENV !== 'production',
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined, membershipWebhookSecret: env.STRIPE_MEMBERSHIP_WEBHOOK_SECRET || undefined, apiBase: env.STRIPE_API_BASE || undefined }
      : undefined,
    googleMaps: env.GOOGLE_MAPS_API_KEY ? { apiKey: env.GOOGLE_MAPS_API_KEY, apiBase: env.GOOGLE_MAPS_API_BASE || undefined } : undefined,
    s3: readS3Settings(env),
    sentry: readSentrySettings(env),
    appEnv: readAppEnvironment(env.APP_ENV),
    tracking: {
      googleAnalyticsId: readTrackingId(env, 'TRACKING_GOOGLE_ANALYTICS_ID', /^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$/, 'a Google Analytics id (G-XXXXXXX or UA-XXXXXX-X)'),
      metaPixelId: readTrackingId(env, 'TRACKING_META_PIXEL_ID', /^[0-9]{5,20}$/, 'a Meta pixel id (digits)'),
      googleTagManagerContainerId: readTrackingId(env, 'TRACKING_GTM_CONTAINER_ID', /^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager container id (GTM-XXXXXX)'),
    },
  };
}

function readAppEnvironment(value: string | undefined): AppEnvironment {
  if (!value) return 'development';
  if (!(APP_ENVIRONMENTS as readonly string[]).includes(value)) throw new Error(`APP_ENV must be one of ${APP_ENVIRONMENTS.join(', ')}, not ${JSON.stringify(value)}`);
  return value as AppEnvironment;
}

/** The same shapes as an owner's ids in the account settings; the web app puts them into script addresses. */
function readTrackingId(env: NodeJS.ProcessEnv, name: string, shape: RegExp, what: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (!shape.test(value)) throw new Error(`${name} must be ${what}, not ${JSON.stringify(value)}`);
  return value;
}

function readSentrySettings(env: NodeJS.ProcessEnv): SentrySettings | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  if (!isSentryDsn(dsn)) throw new Error('SENTRY_DSN must be a Sentry DSN: https://<public key>@<host>/<project id>');
  return { dsn, environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV || 'development' };
}

/** What Sentry's SDKs accept: http(s), a public key as the user name, and a project id at the end of the path. */
function isSentryDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.username && /^\/(.+\/)?[\w-]+$/.test(url.pathname) && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** A TCP port: a whole number from 1 to 65535 (unset: RTMP's own 1935). */
function readRtmpPort(value: string | undefined): number {
  if (!value) return 1935;
  const port = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`RTMP_PORT must be a whole number from 1 to 65535, not ${JSON.stringify(value)}`);
  return port;
}

function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT) throw new Error('S3_ENDPOINT needs S3_BUCKET');
    return undefined;
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
