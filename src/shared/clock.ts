/**
 * Port: the current time. Code that decides when something is due (retries, leases) asks a Clock, so that
 * tests move time forward instead of waiting for it.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's time. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
