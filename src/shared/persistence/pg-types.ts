import pg from 'pg';

/** int8 text to a JS number; a value past 2^53 cannot be held exactly, so it is refused, never rounded. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`PostgreSQL bigint ${text} is beyond the exact range of a number`);
  return value;
}

/**
 * The one place that decides how PostgreSQL bigints (counts, sums of money, feed positions) reach the
 * code: as exact JS numbers (money sums fit up to 2^53 minor units). The `pg` driver's parsers are
 * process-wide, and Emmett's driver switches bigints to BigInt when it opens its first pool, so the
 * PostgreSQL event store calls this again once Emmett is set up.
 */
export function readBigintsAsNumbers(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
}

readBigintsAsNumbers();
