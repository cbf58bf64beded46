import { calendarFeed, calendarRange, cutText, plainText, tagList } from './calendar.js';

describe('calendar range: today to three months ahead unless asked', () => {
  const now = new Date('2026-11-30T15:45:00Z');

  it('starts at the start of today (UTC) and ends three calendar months later, on the month’s last day when it is shorter', () => {
    expect(calendarRange(now)).toEqual({ from: new Date('2026-11-30T00:00:00Z'), before: new Date('2027-02-28T00:00:00Z') });
    expect(calendarRange(new Date('2027-01-15T01:00:00Z'))).toEqual({ from: new Date('2027-01-15T00:00:00Z'), before: new Date('2027-04-15T00:00:00Z') });
  });

  it('counts three months from a given start, and keeps a given end', () => {
    const from = new Date('2027-03-31T10:00:00Z');
    expect(calendarRange(now, from)).toEqual({ from, before: new Date('2027-06-30T10:00:00Z') });
    const before = new Date('2026-12-24T00:00:00Z');
    expect(calendarRange(now, undefined, before)).toEqual({ from: new Date('2026-11-30T00:00:00Z'), before });
  });
});

describe('card texts', () => {
  it('reads sanitised HTML as plain text', () => {
    expect(plainText('<p>Rock &amp; <strong>roll</strong>.</p><p>Doors&nbsp;at 7 &#8211; &#x2014; &quot;late&quot;</p><ul><li>one</li><li>two</li></ul>')).toBe('Rock & roll. Doors at 7 – — "late" one two');
    expect(plainText('')).toBe('');
  });

  it('cuts long text with an ellipsis, counting characters rather than code units', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('exactly ten', 11)).toBe('exactly ten');
    expect(cutText('one two three', 8)).toBe('one two…');
    expect(cutText('🎷🎷🎷🎷', 3)).toBe('🎷🎷…');
  });

  it('reads a comma list of tags: trimmed, lowercase, each once', () => {
    expect(tagList(' Jazz, live,,JAZZ ,')).toEqual(['jazz', 'live']);
    expect(tagList(undefined)).toEqual([]);
  });
});

describe('iCalendar feed', () => {
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
  const text = calendarFeed('Riverside', [entry], now);
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
    const feed = calendarFeed('Bell\u0007 Hall', [{ ...entry, summary: 'Doors\rat 7\u0000\tsharp\u001b\u007f' }], now);
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
