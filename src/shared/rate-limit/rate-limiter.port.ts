/** How many attempts a key may make in a sliding window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Port: counts attempts per key across every process (sign-up per address, log-in per account and
 * address, code checks per address). An attempt is counted before it is judged, so attempts sent at
 * the same moment cannot all slip under the limit.
 */
export abstract class RateLimiter {
  /** Counts one attempt under `key`; false when it goes over the limit. */
  abstract hit(key: string, rule: RateLimit): Promise<boolean>;
  /** Forgets the key's attempts (a successful log-in). */
  abstract reset(key: string): Promise<void>;
}
