/** Everything the processes read from the environment, read once at start-up. */
export interface AppConfig {
  /** Set when PostgreSQL is provided from outside; otherwise an embedded one is started. */
  databaseUrl?: string;
  port: number;
  eventStore: 'postgres' | 'esdb';
  eventStoreUrl?: string;
  /** Folder for the embedded database, uploads and mail files. */
  dataDir: string;
  /** Run the worker (projections, jobs) inside the API process. */
  inlineWorker: boolean;
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
  /** Stripe: with a secret key the checkout charges cards through Stripe; without, the demo gateway runs. */
  stripe?: {
    secretKey: string;
    publishableKey: string;
    /** Signing secret of the webhook endpoint (whsec_…). */
    webhookSecret: string;
    /** Another address for Stripe's API (a local server in tests), e.g. http://127.0.0.1:12111. */
    apiBase?: string;
  };
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
    inlineWorker: env.WORKER !== 'off',
    webDist: env.WEB_DIST ?? 'web/dist',
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Limelight <no-reply@limelight.example>',
    webhooksAllowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiBase: env.STRIPE_API_BASE || undefined }
      : undefined,
  };
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
