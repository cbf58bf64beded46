/**
 * How the event creation assistant reads plain answers: dates and times ("Dec 5 at 8pm",
 * "2026-12-05 20:00", "tomorrow 7pm"), prices ("$20", "free"), quantities ("100 tickets"),
 * places ("online", "TBA", "Riverside Hall, 1 River St") and names. Pure: the caller passes "today".
 */
import { CURRENCIES, type Currency } from '../../shared/money.js';
import { isValidTimezone } from './event-rules.js';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

export interface Price {
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
}

export type Place = { kind: 'online' } | { kind: 'tba' } | { kind: 'venue'; name: string | null; address: string | null };

/** Marks what has been read, so the next reader (and the leftover text) does not see it again. */
const TAKEN = '\u0000';

/**
 * A message being read: readers search a lowercased copy and blank out what they take, so indices
 * stay aligned with the original text for the leftover pieces.
 */
export class Scanner {
  private masked: string;

  constructor(readonly original: string) {
    // Per UTF-16 unit, so lengths never change (a few characters lowercase to two).
    this.masked = original
      .split('')
      .map((c) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c))
      .join('');
  }

  /** The first match of `pattern` (accepted by `accept`, when given), which is then blanked out. */
  take(pattern: RegExp, accept: (match: RegExpExecArray) => boolean = () => true): RegExpExecArray | null {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (let match = re.exec(this.masked); match; match = re.exec(this.masked)) {
      if (match[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      if (!accept(match)) continue;
      this.masked = this.masked.slice(0, match.index) + TAKEN.repeat(match[0].length) + this.masked.slice(match.index + match[0].length);
      return match;
    }
    return null;
  }

  /** The original text's pieces nothing has taken, in order. */
  pieces(): string[] {
    const result: string[] = [];
    let current = '';
    for (let i = 0; i < this.original.length; i += 1) {
      if (this.masked[i] === TAKEN) {
        if (current) result.push(current);
        current = '';
      } else current += this.original[i];
    }
    if (current) result.push(current);
    return result;
  }
}

// ---------------------------------------------------------------- calendar

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export const compareDates = (a: CalendarDate, b: CalendarDate) => dayNumber(a) - dayNumber(b);
const weekdayOf = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** The wall-clock date and time in `timezone` at instant `now`. */
export function localNow(now: Date, timezone: string): CalendarDate & ClockTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The instant a wall-clock date and time in `timezone` names (the earlier one when clocks go back). */
export function zonedToUtc(date: CalendarDate, time: ClockTime, timezone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  let guess = wall;
  // Two rounds settle the offset, including across a change of daylight saving time.
  for (let round = 0; round < 2; round += 1) {
    const shown = localNow(new Date(guess), timezone);
    guess -= Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - wall;
  }
  return new Date(guess);
}

/** "Sat, Dec 5, 2026" */
export const formatDate = (date: CalendarDate) =>
  `${WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3)}, ${MONTH_NAMES[date.month - 1]!.slice(0, 3)} ${date.day}, ${date.year}`;

/** "8:00 PM" */
export const formatTime = (time: ClockTime) => `${time.hour % 12 === 0 ? 12 : time.hour % 12}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;

// ---------------------------------------------------------------- dates

const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY_PREFIX = '(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\\.?,?\\s+)?';
const ORDINAL = '(?:st|nd|rd|th)?';
const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

const monthNumber = (name: string) => MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(name.slice(0, 3))) + 1;

/** A date that exists, or null (Feb 30, month 13). */
function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Without a year: this year's, or the next year's that exists once this year's has passed. */
function upcoming(month: number, day: number, today: CalendarDate): CalendarDate | null {
  for (let year = today.year; year <= today.year + 8; year += 1) {
    const date = calendarDate(year, month, day);
    if (date && compareDates(date, today) >= 0) return date;
  }
  return null;
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

export type DateReading = { date: CalendarDate; time?: ClockTime } | { invalid: true };

/**
 * Takes the first date the text names. An ISO date may carry its time ("2026-12-05 20:00").
 * `{ invalid: true }` when it names a date that does not exist ("Feb 30").
 */
export function takeDate(scan: Scanner, today: CalendarDate): DateReading | null {
  const found = (date: CalendarDate | null, time?: ClockTime): DateReading => (date ? (time ? { date, time } : { date }) : { invalid: true });

  const iso = scan.take(/(?<![\d/])(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:t|\s+)(\d{1,2}):(\d{2}))?(?!\d)/);
  if (iso) {
    const time = iso[4] !== undefined ? clock(Number(iso[4]), Number(iso[5])) : undefined;
    return found(calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3])), time ?? undefined);
  }
  const monthFirst = scan.take(new RegExp(`(?<![a-z])${WEEKDAY_PREFIX}${MONTH}\\s+(\\d{1,2})${ORDINAL}(?![\\d:a-z])(?:,?\\s+(\\d{4})(?![\\d:]))?`));
  if (monthFirst) {
    const [month, day, year] = [monthNumber(monthFirst[1]!), Number(monthFirst[2]), monthFirst[3]];
    return found(year ? calendarDate(Number(year), month, day) : upcoming(month, day, today));
  }
  const dayFirst = scan.take(new RegExp(`(?<![\\d.,$])${WEEKDAY_PREFIX}(?:the\\s+)?(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH}(?![a-z])(?:,?\\s+(\\d{4})(?![\\d:]))?`));
  if (dayFirst) {
    const [day, month, year] = [Number(dayFirst[1]), monthNumber(dayFirst[2]!), dayFirst[3]];
    return found(year ? calendarDate(Number(year), month, day) : upcoming(month, day, today));
  }
  // Month first, as in the US; a first number above 12 can only be a day.
  const slashed = scan.take(/(?<![\d/.$])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/);
  if (slashed) {
    let [month, day] = [Number(slashed[1]), Number(slashed[2])];
    if (month > 12 && day <= 12) [month, day] = [day, month];
    return found(slashed[3] ? calendarDate(fullYear(slashed[3]), month, day) : upcoming(month, day, today));
  }
  if (scan.take(/(?<![a-z])(?:the\s+)?day\s+after\s+tomorrow(?![a-z])/)) return { date: addDays(today, 2) };
  if (scan.take(/(?<![a-z])tomorrow(?![a-z])/)) return { date: addDays(today, 1) };
  if (scan.take(/(?<![a-z])(?:today|tonight|this\s+evening)(?![a-z])/)) return { date: today };
  const weekday = scan.take(/(?<![a-z])(?:(?:this|next|on)\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?(?![a-z])/);
  if (weekday) {
    const target = WEEKDAY_NAMES.findIndex((w) => w.toLowerCase() === weekday[1]);
    return { date: addDays(today, (target - weekdayOf(today) + 7) % 7 || 7) };
  }
  const later = scan.take(/(?<![a-z])in\s+(\d{1,3}|an?|one|two|three|four|five|six|seven)\s+(days?|weeks?)(?![a-z])/);
  if (later) {
    const count = SMALL_NUMBERS[later[1]!] ?? Number(later[1]);
    return { date: addDays(today, later[2]!.startsWith('week') ? count * 7 : count) };
  }
  return null;
}

// ---------------------------------------------------------------- times

const MERIDIEM = '(a\\.?m\\.?|p\\.?m\\.?)';

function clock(hour: number, minute: number): ClockTime | null {
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 ? { hour, minute } : null;
}

function twelveHour(hourText: string, minuteText: string | undefined, meridiem: string): ClockTime | null {
  const hour = Number(hourText);
  if (hour < 1 || hour > 12) return null;
  const pm = meridiem.startsWith('p');
  return clock((hour % 12) + (pm ? 12 : 0), Number(minuteText ?? 0));
}

/**
 * Takes a start time and, when given, an end time: "8pm", "8:30 pm", "20:00", "noon",
 * "8-11pm", "7pm to 10pm", "19:00-23:00". An end not after the start ends the next day.
 */
export function takeTimes(scan: Scanner): { start?: ClockTime; end?: ClockTime } {
  const range = scan.take(new RegExp(`(?<![\\d:.$])(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}?\\s*(?:-|–|—|to|until|till)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}(?![a-z])`));
  if (range) {
    const end = twelveHour(range[4]!, range[5], range[6]!);
    let start = twelveHour(range[1]!, range[2], range[3] ?? range[6]!);
    // "11-2pm": a start sharing the end's "pm" that would come after it is a morning start.
    if (!range[3] && start && end && start.hour > end.hour) start = twelveHour(range[1]!, range[2], 'am');
    if (start && end) return { start, end };
  }
  const range24 = scan.take(/(?<![\d:.$])([01]?\d|2[0-3])[:h]([0-5]\d)\s*(?:-|–|—|to|until|till)\s*([01]?\d|2[0-3])[:h]([0-5]\d)(?!\d)/);
  if (range24) return { start: clock(Number(range24[1]), Number(range24[2]))!, end: clock(Number(range24[3]), Number(range24[4]))! };

  const times: ClockTime[] = [];
  while (times.length < 2) {
    const single =
      scan.take(new RegExp(`(?<![\\d:.$€£¥₹])(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}(?![a-z])`), (m) => twelveHour(m[1]!, m[2], m[3]!) !== null) ??
      scan.take(/(?<![\d:.$€£¥₹])([01]?\d|2[0-3])[:h]([0-5]\d)(?!\d)/) ??
      scan.take(/(?<![a-z])(noon|midday|midnight)(?![a-z])/);
    if (!single) break;
    if (single[3] !== undefined) times.push(twelveHour(single[1]!, single[2], single[3])!);
    else if (/^(noon|midday)$/.test(single[1]!)) times.push({ hour: 12, minute: 0 });
    else if (single[1] === 'midnight') times.push({ hour: 0, minute: 0 });
    else times.push(clock(Number(single[1]), Number(single[2]))!);
  }
  return { start: times[0], end: times[1] };
}

// ---------------------------------------------------------------- money and quantities

const NUMBER = '(\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(?![\\d,.]?\\d)';
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Symbols and codes before an amount, longest first so "MX$" wins over "$". */
const PREFIXES: [string, Currency | 'dollar'][] = [
  ...(Object.entries(CURRENCIES) as [Currency, { symbol: string }][]).filter(([, c]) => c.symbol !== '$').map(([code, c]) => [c.symbol.toLowerCase(), code] as [string, Currency]),
  ...(Object.keys(CURRENCIES) as Currency[]).map((code) => [code, code] as [string, Currency]),
  ['c$', 'cad'],
  ['kes', 'ksh'],
  ['zl', 'pln'],
  ['$', 'dollar'],
].sort((a, b) => b[0].length - a[0].length) as [string, Currency | 'dollar'][];

const WORDS: [string, Currency | 'dollar'][] = [
  ['dollars?|bucks', 'dollar'],
  ['euros?', 'eur'],
  ['pounds?|quid', 'gbp'],
  ['rupees?', 'inr'],
  ['zlotys?|złotys?', 'pln'],
  ['francs?', 'chf'],
  ['pesos?', 'mxn'],
  ['shillings?', 'ksh'],
  ['yen', 'jpy'],
];

const PREFIX_RE = new RegExp(`(?<![a-z])(${PREFIXES.map(([p]) => escapeRe(p)).join('|')})\\s*${NUMBER}`);
const SUFFIX_RE = new RegExp(
  `(?<![\\d.,$])${NUMBER}\\s*(${[...PREFIXES.map(([p]) => escapeRe(p)), ...WORDS.map(([w]) => w)].join('|')})(?![a-z])`,
);

function toMinor(text: string, currency: Currency): number {
  // "1,000" groups thousands; "20,50" is a decimal comma.
  const normalized = /,\d{3}(?!\d)/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  return Math.round(Number(normalized) * 10 ** CURRENCIES[currency].digits);
}

function currencyOf(marker: string, fallback: Currency): Currency {
  const prefix = PREFIXES.find(([p]) => p === marker)?.[1];
  const found = prefix ?? WORDS.find(([w]) => new RegExp(`^(?:${w})$`).test(marker))?.[1] ?? fallback;
  // "$" is the owner's own dollar (CA$, MX$, HK$) when they use one, otherwise the US dollar.
  if (found === 'dollar') return CURRENCIES[fallback].symbol.endsWith('$') ? fallback : 'usd';
  return found;
}

/** Takes a price with its currency marker ("$20", "€15.50", "20 dollars", "USD 20"), or "free". */
export function takePrice(scan: Scanner, fallback: Currency, { free = true } = {}): Price | null {
  const prefixed = scan.take(PREFIX_RE);
  if (prefixed) {
    const currency = currencyOf(prefixed[1]!, fallback);
    return { amount: toMinor(prefixed[2]!, currency), currency };
  }
  const suffixed = scan.take(SUFFIX_RE);
  if (suffixed) {
    const currency = currencyOf(suffixed[2]!, fallback);
    return { amount: toMinor(suffixed[1]!, currency), currency };
  }
  if (free && scan.take(/(?<![a-z])(?:free(?:\s+(?:of\s+charge|entry|admission|tickets?))?|no\s+charge|gratis|complimentary)(?![a-z])/)) return { amount: 0, currency: fallback };
  return null;
}

/** A bare number as a price in `currency` ("20", "12.50"). */
export function takeBarePrice(scan: Scanner, currency: Currency): Price | null {
  const bare = scan.take(new RegExp(`(?<![\\d.,])${NUMBER}`));
  return bare ? { amount: toMinor(bare[1]!, currency), currency } : null;
}

const COUNT = '(\\d{1,3}(?:,\\d{3})+|\\d+)(?![\\d.,]?\\d)';
const UNITS = 'tickets?|seats?|spots?|places?|people|persons?|guests?|attendees?|spaces?|pax|available|capacity';

/** Takes a number of tickets: "100 tickets", "capacity 80", "up to 50 people". */
export function takeQuantity(scan: Scanner): number | null {
  const counted =
    scan.take(new RegExp(`(?<![\\d.,$€£¥₹])${COUNT}\\s*(?:${UNITS})(?![a-z])`)) ??
    scan.take(new RegExp(`(?<![a-z])(?:capacity|up\\s+to|limit(?:ed)?(?:\\s+to)?|max(?:imum)?|total(?:\\s+of)?|quantity)\\s*(?:of|is|:)?\\s*${COUNT}`));
  return counted ? Number(counted[1]!.replace(/,/g, '')) : null;
}

/** A bare whole number ("100"). */
export function takeBareCount(scan: Scanner): number | null {
  const bare = scan.take(new RegExp(`(?<![\\d.,$€£¥₹])${COUNT}`));
  return bare ? Number(bare[1]!.replace(/,/g, '')) : null;
}

// ---------------------------------------------------------------- places, time zones, names

const ONLINE_RE = /(?<![a-z])(?:online|virtual(?:ly)?|live\s*-?\s*stream(?:ed|ing)?|streamed|zoom|remote(?:ly)?)(?![a-z])/;
const TBA_RE = /(?<![a-z])(?:tba|tbd|to\s+be\s+(?:announced|determined|decided|confirmed)|not\s+sure(?:\s+yet)?|(?:i\s+)?don'?t\s+know(?:\s+yet)?|undecided|no\s+venue(?:\s+yet)?|not\s+decided(?:\s+yet)?)(?![a-z])/;

/** Takes "online" (and its synonyms) or "TBA" (and its synonyms). */
export function takePlaceKeyword(scan: Scanner): Place | null {
  if (scan.take(ONLINE_RE)) return { kind: 'online' };
  if (scan.take(TBA_RE)) return { kind: 'tba' };
  return null;
}

/** Takes an IANA time zone ("Europe/Berlin", "UTC"), in its canonical spelling. */
export function takeTimezone(scan: Scanner): string | null {
  let canonical: string | null = null;
  scan.take(/(?<![a-z/])(utc|[a-z]+(?:[_-][a-z]+)*\/[a-z]+(?:[_-][a-z]+)*(?:\/[a-z]+(?:[_-][a-z]+)*)?)(?![a-z/])/, (m) => {
    if (!isValidTimezone(m[1]!)) return false;
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: m[1]! }).resolvedOptions().timeZone;
    return true;
  });
  return canonical;
}

const LEADING_LINKS = new Set(['and', 'or', 'on', 'at', 'in', 'for', 'from', 'with', 'by', 'is', 'are', 'will', 'be', 'start', 'starts', 'starting', 'begin', 'begins', 'of', 'to', "it's", 'its', 'it', '@']);
const TRAILING_LINKS = new Set([...LEADING_LINKS, 'the', 'a', 'an']);
const EDGE_PUNCTUATION = /^[\s,;:.!?&+–—-]+|[\s,;:.!?&+–—-]+$/g;

/** A piece of text without the joining words and punctuation at its ends ("Jazz Night on " → "Jazz Night"). */
export function trimLinks(text: string): string {
  const words = text.replace(EDGE_PUNCTUATION, '').split(/\s+/).filter(Boolean);
  const bare = (word: string) => word.replace(EDGE_PUNCTUATION, '').toLowerCase();
  while (words.length && (bare(words[0]!) === '' || LEADING_LINKS.has(bare(words[0]!)))) words.shift();
  while (words.length && (bare(words.at(-1)!) === '' || TRAILING_LINKS.has(bare(words.at(-1)!)))) words.pop();
  return words.join(' ').replace(EDGE_PUNCTUATION, '');
}

const NAME_PREFIXES = [
  /^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))(?:\s+jaan)?[\s,!.]+/i,
  /^(?:i(?:'m|\s+am)?|we(?:'re|\s+are)?|i'd|we'd)\s+(?:want|wanna|would\s+like|like|need|plan(?:ning)?|going)\s+to\s+(?:create|make|host|organi[sz]e|run|set\s+up|throw|put\s+on|hold|do|have)\s+/i,
  /^(?:(?:let'?s|please)\s+)?(?:create|make|host|organi[sz]e|set\s+up|throw|put\s+on)\s+/i,
  /^(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:planning|organi[sz]ing|hosting|throwing|putting\s+on|running|holding|doing|having|making|creating)\s+/i,
  /^(?:an?|the|our|my)\s+(?:new\s+)?(?:event|show|concert|party|gig)\s+(?=called|named|titled)/i,
  /^(?:an?\s+)?(?:event\s+)?(?:called|named|titled)\s+/i,
  /^(?:it'?s|it\s+is|this\s+is)\s+(?:called|named|titled)\s+/i,
  /^(?:the\s+)?(?:event(?:'s)?\s+)?(?:name|title)(?:\s+is|\s*:)\s*/i,
  /^(?:call\s+it|it'?s|it\s+is)\s+/i,
  /^(?:an?|the)\s+/i,
];

const STOP_WORDS = new Set(['hi', 'hello', 'hey', 'yes', 'no', 'ok', 'okay', 'thanks', 'thank you', 'help', 'event', 'an event', 'new event', 'something', 'idk', "i don't know"]);

/** An event or ticket name from a plain answer ("It's called “Jazz Night”." → "Jazz Night"), or null. */
export function cleanName(text: string): string | null {
  let name = text.trim().replace(/[‘’]/g, "'");
  for (let before = ''; before !== name; ) {
    before = name;
    for (const prefix of NAME_PREFIXES) name = name.replace(prefix, '').trim();
    name = name.replace(/^["“”'‘’«]+|["“”'‘’»]+$/g, '').replace(/[.!?,;:]+$/, '').trim();
  }
  name = name.replace(/\s+/g, ' ');
  if (!/\p{L}/u.test(name) || STOP_WORDS.has(name.toLowerCase())) return null;
  // Typed all in lowercase: give it capitals, as a title has.
  if (name === name.toLowerCase()) name = name.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
  return name;
}

/** A venue from "Riverside Hall, 120 River Street, Hudson" or "at the Blue Note": name, then address. */
export function parseVenue(text: string): Place | null {
  const cleaned = trimLinks(
    text
      .trim()
      .replace(/^(?:it'?s|it\s+is|it\s+will\s+be|we'?re|we\s+are|the\s+(?:venue|place|location|address)\s+(?:is|will\s+be)|(?:venue|place|location|address)\s*:)\s*/i, '')
      .replace(/^(?:at|in|@)\s+/i, ''),
  ).replace(/[.!]+$/, '');
  if (!/\p{L}/u.test(cleaned) || cleaned.length > 300) return null;
  const [first, ...rest] = cleaned.split(',').map((part) => part.trim());
  const address = rest.filter(Boolean).join(', ') || null;
  // "120 River Street, Hudson" is an address without a venue name.
  if (/^\d/.test(first!)) return { kind: 'venue', name: null, address: cleaned };
  return { kind: 'venue', name: first!, address };
}

