import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventTime } from './event-time';

describe('event times', () => {
  it('are the event’s local time with its zone’s label, summer or winter', () => {
    expect(formatEventDate('2026-12-06T00:00:00.000Z', 'America/New_York')).toBe('Sat, Dec 5, 2026, 7:00 PM EST');
    expect(formatEventDate('2026-06-05T23:00:00.000Z', 'America/New_York')).toBe('Fri, Jun 5, 2026, 7:00 PM EDT');
    expect(formatEventDate('2026-06-05T18:00:00.000Z', 'Europe/London')).toBe('Fri, Jun 5, 2026, 7:00 PM GMT+1');
    expect(formatEventTime('2026-12-06T00:42:00.000Z', 'America/New_York')).toBe('7:42 PM EST');
  });
});
