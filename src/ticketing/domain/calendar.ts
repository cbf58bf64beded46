/** The embeddable calendar and its iCalendar feed (seed 000 §2 "Embeddable calendar", §3 "Calendar event", §9). */

/** Dates per page of the calendar call. */
export const CALENDAR_PER_PAGE = 20;
export const CALENDAR_MAX_PER_PAGE = 100;
/** Seed 000 §9: the calendar shows today to three months ahead unless asked for other days. */
export const CALENDAR_RANGE_MONTHS = 3;
/** A card's description: plain text, cut to this many characters. */
export const CALENDAR_DESCRIPTION_LENGTH = 300;
/** The feed lists at most this many upcoming dates, soonest first. */
export const CALENDAR_FEED_LIMIT = 500;

export const CALENDAR_MESSAGES = {
  profileNotFound: "Sorry! That profile wasn't found.",
  range: 'endDate must not be before startDate',
} as const;

/** `months` calendar months after `date` (UTC), on the same day or the month's last day when it has fewer. */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * The dates a calendar shows: those not over by `from` that start before `before`. Without `from` it is the
 * start of today (UTC); without `before`, three months after `from`.
 */
export function calendarRange(now: Date, from?: Date, before?: Date): { from: Date; before: Date } {
  const start = from ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from: start, before: before ?? addMonths(start, CALENDAR_RANGE_MONTHS) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of sanitised HTML (an event's description): paragraphs, line breaks and list items become spaces,
 * other tags nothing, entities their characters, runs of white space one space.
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(p|br|li|ul|ol|h[1-6]|blockquote|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to at most `length` characters, with an ellipsis when something was left out. */
export function cutText(text: string, length: number): string {
  const characters = [...text];
  return characters.length <= length ? text : `${characters.slice(0, length - 1).join('').trimEnd()}…`;
}

/** The tags of a comma list: trimmed, lowercase, each once, blanks left out. */
export function tagList(csv: string | undefined): string[] {
  return [...new Set((csv ?? '').split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}

/** One date of the feed. */
export interface FeedEntry {
  uid: string;
  startsAt: Date;
  endsAt: Date | null;
  summary: string;
  description: string;
  location: string | null;
  url: string;
}

/**
 * Text fit for an iCalendar TEXT value (RFC 5545 §3.3.11): line breaks (CRLF, CR or LF) as LF, which the feed
 * escapes, and no other control character but tab.
 */
export const feedText = (text: string) =>
  [...text.replace(/\r\n|\r/g, '\n')].filter((character) => {
    const point = character.codePointAt(0)!;
    return !((point < 0x20 && point !== 0x09 && point !== 0x0a) || point === 0x7f);
  }).join('');
