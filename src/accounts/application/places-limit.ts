import type { RateLimit } from '../../shared/rate-limit/rate-limiter.port.js';

/** Address searches and look-ups per user: typing with a 300 ms pause stays well under it, a script does not. */
export const PLACES_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };
export const placesKey = (userId: string) => `places:${userId}`;
