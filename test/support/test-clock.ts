import { Clock } from '../../src/shared/clock.js';

/** A clock that stands still until a test moves it. It starts at the real time of its creation. */
export class TestClock extends Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    super();
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date): void {
    this.current = to.getTime();
  }
}
