import { CALENDAR_RANGE_MONTHS } from '../lib/calendar-options';

/** The days a calendar shows, in the visitor's time: [from, before). */
export interface DateWindow {
  from: Date;
  before: Date;
}

/** `months` months after `date` (the visitor's time), on the same day or the month's last day when it has fewer. */
function addMonths(date: Date, months: number): Date {
  const lastDay = new Date(date.getFullYear(), date.getMonth() + months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), lastDay));
}

/** Seed 000 §2: from the start of today to three months ahead. */
export function calendarWindow(now: Date): DateWindow {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { from, before: addMonths(from, CALENDAR_RANGE_MONTHS) };
}

/** The first day of each month the window touches, in order (browse by date moves between them). */
export function monthsOf(window: DateWindow): Date[] {
  const months: Date[] = [];
  for (let month = new Date(window.from.getFullYear(), window.from.getMonth(), 1); month < window.before; month = new Date(month.getFullYear(), month.getMonth() + 1, 1)) {
    months.push(month);
  }
  return months;
}

/** The part of the window in `month`. */
export function monthWindow(month: Date, window: DateWindow): DateWindow {
  const next = new Date(month.getFullYear(), month.getMonth() + 1, 1);
  return { from: month > window.from ? month : window.from, before: next < window.before ? next : window.before };
}

/** The calendar call's range for a window: the start, and the last moment before its end. */
export const rangeQuery = (window: DateWindow) => ({ startDate: window.from.toISOString(), endDate: new Date(window.before.getTime() - 1).toISOString() });

export const monthLabel = (month: Date) => month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** A date's day as a card's date block shows it, in the event's time zone. */
export function dayParts(iso: string, timeZone: string): { weekday: string; day: string; month: string } {
  const parts = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month') };
}

/** 'Fri, Jun 5, 7:00 PM EDT': when a date starts, in the event's time zone. */
export const whenText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

/** Black or white, whichever reads better on the colour `hex` (six digits). */
export function textOn(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.179 ? '#000000' : '#FFFFFF';
}
