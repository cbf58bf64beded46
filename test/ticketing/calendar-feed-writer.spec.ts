import { IcalGeneratorFeedWriter } from '../../src/ticketing/infrastructure/ical-generator-feed-writer.adapter.js';

describe('the iCalendar feed writer', () => {
  const writer = new IcalGeneratorFeedWriter();
  const now = new Date('2026-11-30T15:45:00Z');
  const entry = {
    uid: 'date-1@limelight',
    startsAt: new Date('2026-12-05T19:00:00Z'),
    endsAt: null,
    summary: 'Jazz; Blues, and \\ more',
    description: `Line one\nCafé ${'ü'.repeat(60)}`,
    location: null,
    url: 'https://limelight.test/event/1',
  };
  const text = writer.write('Riverside', [entry], now);
  const lines = text.split('\r\n');

  it('writes CRLF lines of at most 75 octets, folding inside no character', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // Unfolding gives the escaped text back whole.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Line one\\nCafé ${'ü'.repeat(60)}\r\n`);
    expect(unfolded).toContain('SUMMARY:Jazz\\; Blues\\, and \\\\ more\r\n');
  });

  it('escapes a lone carriage return as a line break and leaves out control characters TEXT may not hold', () => {
    const feed = writer.write('Bell\u0007 Hall', [{ ...entry, summary: 'Doors\rat 7\u0000\tsharp\u001b\u007f' }], now);
    expect(feed).toContain('X-WR-CALNAME:Bell Hall\r\n');
    expect(feed).toContain('SUMMARY:Doors\\nat 7\tsharp\r\n');
    expect(feed.split('\r\n').join('')).not.toMatch(/\r|\n/);
  });

  it('writes times in UTC, and no DTEND or LOCATION when the date has none', () => {
    expect(lines).toContain('DTSTART:20261205T190000Z');
    expect(lines).toContain('DTSTAMP:20261130T154500Z');
    expect(text).not.toContain('DTEND');
    expect(text).not.toContain('LOCATION');
  });
});
