import Stripe from 'stripe';
import type { AppConfig } from '../config.js';

/** The one way the Stripe adapters build their client: retries, a timeout, no telemetry, and another API address in tests. */
export function stripeClient(settings: NonNullable<AppConfig['stripe']>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}
