/**
 * When a failed delivery is tried again: the first attempt goes at once, then after 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h and 10 h (eight attempts in all), each delay spread by up to ±10% so that receivers
 * coming back from an outage are not hit by every retry in the same second.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

const JITTER = 0.1;
/** A Retry-After further away than this is read as this (the longest step of the schedule). */
const RETRY_AFTER_MAX_MS = 36_000_000;

/**
 * The delay before the next attempt after `attemptsMade` attempts have failed, or null when the
 * schedule is used up. A receiver's Retry-After is honoured: never sooner than it asks.
 */
export function nextRetryDelay(attemptsMade: number, retryAfterMs: number | null, schedule: readonly number[] = RETRY_DELAYS_MS, random: () => number = Math.random): number | null {
  const base = schedule[attemptsMade - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, RETRY_AFTER_MAX_MS));
}

/** Retry-After is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}
