/** A moment of the door's evening in the event's zone with its label: "Dec 5, 7:45 PM EST". */
export const formatMoment = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/** A calendar day 'YYYY-MM-DD' (already in the event's zone) as 'Mar 5'. */
export const formatDay = (day: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en-US');

/**
 * A fraction as a percent ('12.5%'), or '—' when there is none (nothing to divide by). A share too small to show
 * at one decimal is '<0.1%': one purchase in 3,000 views is not nothing, which '0%' would say.
 */
export const formatPercent = (fraction: number | null) => (fraction === null ? '—' : fraction > 0 && fraction < 0.0005 ? `<${PERCENT.format(0.001)}` : PERCENT.format(fraction));

/** Counts with thousands separators ('1,204'). */
export const formatNumber = (value: number) => COUNT.format(value);

/** One step of the funnel as a fraction of the step before it; null when the step before counted nothing. */
export const stepRate = (count: number, previous: number): number | null => (previous > 0 ? count / previous : null);

/** 'Unlimited' for a capacity without a limit. */
export const capacityText = (capacity: number | null) => (capacity === null ? 'Unlimited' : formatNumber(capacity));

/** '12 / 100' or '12 / Unlimited'. */
export const soldText = (sold: number, capacity: number | null) => `${formatNumber(sold)} / ${capacityText(capacity)}`;

/** How full a ticket type is, 0..1; null without a limit. */
export const fillOf = (sold: number, capacity: number | null) => (capacity === null ? null : capacity > 0 ? Math.min(1, sold / capacity) : 1);

const DAY = 24 * 60 * 60 * 1000;

/** Every day from the first to the last with sales, days without sales as zero, so the chart's time runs evenly. */
export function fillDays<T extends { day: string; tickets: number; grossSales: number }>(rows: T[]): { day: string; tickets: number; grossSales: number }[] {
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
  if (sorted.length === 0) return [];
  const byDay = new Map(sorted.map((row) => [row.day, row]));
  const first = Date.parse(`${sorted[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${sorted.at(-1)!.day}T00:00:00Z`);
  const days = [];
  for (let time = first; time <= last; time += DAY) {
    const day = new Date(time).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({ day, tickets: row?.tickets ?? 0, grossSales: row?.grossSales ?? 0 });
  }
  return days;
}

/** A round top for a count axis (1, 2, 5 times a power of ten) at or above `max`, and at least 1. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const factor of [1, 2, 5, 10]) if (factor * magnitude >= max) return factor * magnitude;
  return 10 * magnitude;
}

/** At most `count` evenly spaced indexes to label (always the first and the last). */
export function labelIndexes(length: number, count = 6): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round(i * step)))];
}

/** A file name from the event's name: characters file systems refuse become '-'. */
export const statsFileName = (name: string, now = new Date()) => `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'Event'} stats ${now.toISOString().slice(0, 10)}.csv`;
