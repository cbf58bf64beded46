import { calendarRange, cutText, feedText, plainText, tagList } from './calendar.js';

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

describe('feed text', () => {
  it('keeps line breaks as LF and tab, and leaves out the control characters TEXT may not hold', () => {
    expect(feedText('Doors\rat 7\u0000\tsharp\u001b\u007f\r\nNext')).toBe('Doors\nat 7\tsharp\nNext');
  });
});
