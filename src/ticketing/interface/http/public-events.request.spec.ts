import { dayOrTime, endOfDayOrTime } from './public-events.request.js';

describe('the days and times of public lists and the calendar', () => {
  const zone = process.env.TZ;
  // A server far from UTC: a time without an offset still means UTC, as a day does.
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads a day as its UTC midnight and a time without an offset as a UTC time', () => {
    expect(dayOrTime('2026-03-01')).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(dayOrTime('2026-03-01T10:00')).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(dayOrTime('2026-03-01T10:00:00.5')).toEqual(new Date('2026-03-01T10:00:00.500Z'));
    expect(dayOrTime('2026-03-01T10:00:00+02:00')).toEqual(new Date('2026-03-01T08:00:00Z'));
    expect(dayOrTime(undefined)).toBeUndefined();
  });

  it('ends a day after the whole day, and a time just after it', () => {
    expect(endOfDayOrTime('2026-03-01')).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(endOfDayOrTime('2026-03-01T10:00')).toEqual(new Date('2026-03-01T10:00:00.001Z'));
    expect(endOfDayOrTime('2026-03-01T10:00:00Z')).toEqual(new Date('2026-03-01T10:00:00.001Z'));
  });
});
