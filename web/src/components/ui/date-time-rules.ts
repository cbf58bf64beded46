/**
 * The rules of the time picker and the date-time field (seed 002 §5), kept pure.
 * Times are 'HH:mm' on a 24-hour clock, dates 'YYYY-MM-DD', date-times 'YYYY-MM-DDTHH:mm' (what a `datetime-local`
 * input holds); both compare correctly as strings. A half-filled date-time keeps its 'T' ('2030-06-05T', 'T19:00').
 */

/** Seed 002 §5 and its constants: the picker offers a time every 30 minutes. */
export const TIME_STEP_MINUTES = 30;

/** What a form says when a date-time field holds only one of its parts. */
export const DATE_TIME_MESSAGES = { date: 'Add a date', time: 'Add a time' } as const;

export interface TimeBounds {
  /** Earliest time, inclusive. */
  min?: string;
  /** Latest time, inclusive. */
  max?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '14:30' -> '02:30 PM'. */
export function formatTime12(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${pad(hours! % 12 || 12)}:${pad(minutes!)} ${hours! < 12 ? 'AM' : 'PM'}`;
}

/** 'hh:mm AM/PM' (hour 1 to 12, minutes 0 to 59, case and the space free) -> 'HH:mm', or null. */
export function parseTime12(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ?([ap])m$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour < 1 || hour > 12 || minutes > 59) return null;
  const pm = match[3]!.toLowerCase() === 'p';
  return `${pad((hour % 12) + (pm ? 12 : 0))}:${pad(minutes)}`;
}

/** A 24-hour entry such as '14:30' or '9:05' -> 'HH:mm', or null. */
export function parseTime24(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

export const isWithin = (time: string, { min, max }: TimeBounds) => (!min || time >= min) && (!max || time <= max);

/** Typed text as the picker takes it: empty, a time within the bounds (12-hour, or 24-hour converted), or not accepted. */
export function readTypedTime(text: string, bounds: TimeBounds): { kind: 'empty' } | { kind: 'time'; time: string } | { kind: 'invalid' } {
  if (!text.trim()) return { kind: 'empty' };
  const time = parseTime12(text) ?? parseTime24(text);
  return time && isWithin(time, bounds) ? { kind: 'time', time } : { kind: 'invalid' };
}

/** The picker's options: every `step` minutes of the day between the bounds. */
export function timeOptions(bounds: TimeBounds, step = TIME_STEP_MINUTES): string[] {
  const options: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += step) {
    const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
    if (isWithin(time, bounds)) options.push(time);
  }
  return options;
}

/** A date-time value's parts ('' when missing). */
export function splitDateTime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  return { date, time };
}

/** The value of a date and a time: complete, half-filled ('2030-06-05T', 'T19:00') or ''. */
export const joinDateTime = (date: string, time: string) => (date || time ? `${date}T${time}` : '');

export const isCompleteDateTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value);

/** A form's rule for a date-time field: empty or complete; a half-filled one names its missing part. */
export function completeDateTime(value: string): true | string {
  if (!value || isCompleteDateTime(value)) return true;
  return splitDateTime(value).date ? DATE_TIME_MESSAGES.time : DATE_TIME_MESSAGES.date;
}

/** The times allowed on `date` between date-time bounds; null when the date itself is out of them. */
export function timeBoundsOn(date: string, min?: string, max?: string): TimeBounds | null {
  if (!date) return {};
  const low = min ? splitDateTime(min) : undefined;
  const high = max ? splitDateTime(max) : undefined;
  if ((low?.date && date < low.date) || (high?.date && date > high.date)) return null;
  return { min: low?.date === date ? low.time || undefined : undefined, max: high?.date === date ? high.time || undefined : undefined };
}

/** The value after choosing another date: the time stays only if it is allowed on that date. */
export function withDate(value: string, date: string, min?: string, max?: string): string {
  const { time } = splitDateTime(value);
  const bounds = timeBoundsOn(date, min, max);
  return joinDateTime(date, time && bounds && isWithin(time, bounds) ? time : '');
}
