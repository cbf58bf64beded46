import { describe, expect, it } from 'vitest';
import { groupByDay, textToHtml, ticketLink } from './format';

describe('event page helpers', () => {
  it('links to checkout for one future date and to the date selection for several', () => {
    expect(ticketLink({ id: 'e1', futureEventCount: 1, nextEvent: { id: 'd1' } }, 'in-person')).toBe('/checkout/e1?event=d1&ticketType=in-person');
    expect(ticketLink({ id: 'e1', futureEventCount: 2, nextEvent: { id: 'd1' } }, 'online')).toBe('/select/checkout/e1?ticketType=online');
  });

  it("groups dates by day in the event's time zone", () => {
    const groups = groupByDay(
      [{ startsAt: '2026-12-05T01:00:00Z' }, { startsAt: '2026-12-05T03:00:00Z' }, { startsAt: '2026-12-05T18:00:00Z' }],
      'America/New_York',
    );
    expect(groups.map((g) => [g.day, g.dates.length])).toEqual([
      ['Fri, Dec 4, 2026', 2],
      ['Sat, Dec 5, 2026', 1],
    ]);
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(textToHtml('Hello <b>\n\nWorld')).toBe('<p>Hello &lt;b&gt;</p><p>World</p>');
  });
});
