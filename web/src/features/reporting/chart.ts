/** The revenue-over-time chart's arithmetic: the series from the by-date rows, a readable value scale, coordinates. */

export interface RevenuePoint {
  /** 'YYYY-MM-DD' or 'YYYY-MM'. */
  key: string;
  gross: number;
  net: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Longer spans are drawn per month, so that the chart stays readable. */
export const MAX_DAYS = 92;

const dayKey = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * One point per day from the first to the last day with sales (days without sales are zero), or per month when
 * that is more than MAX_DAYS days. Rows are the revenue report by date (dimensionId 'YYYY-MM-DD').
 */
export function revenueSeries(rows: { dimensionId: string; grossSales: number; netSales: number }[]): RevenuePoint[] {
  const days = rows.filter((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.dimensionId)).sort((a, b) => a.dimensionId.localeCompare(b.dimensionId));
  if (days.length === 0) return [];
  const first = Date.parse(`${days[0]!.dimensionId}T00:00:00Z`);
  const last = Date.parse(`${days.at(-1)!.dimensionId}T00:00:00Z`);
  const byMonth = (last - first) / DAY + 1 > MAX_DAYS;
  const keyOf = (day: string) => (byMonth ? day.slice(0, 7) : day);

  const sums = new Map<string, RevenuePoint>();
  for (let time = first; time <= last; time += DAY) {
    const key = keyOf(dayKey(time));
    if (!sums.has(key)) sums.set(key, { key, gross: 0, net: 0 });
  }
  for (const row of days) {
    const point = sums.get(keyOf(row.dimensionId))!;
    point.gross += row.grossSales;
    point.net += row.netSales;
  }
  return [...sums.values()];
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, so that about `tickCount` steps cover `span`. */
export function niceStep(span: number, tickCount = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const factor = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10;
  return factor * magnitude;
}

/** The value axis: from zero (or below, for negative values) to a round number at or above the largest value. */
export function valueScale(values: number[], tickCount = 4): { min: number; max: number; ticks: number[] } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const step = niceStep(hi - lo, tickCount);
  const min = Math.floor(lo / step) * step;
  const max = Math.max(Math.ceil(hi / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return { min, max, ticks };
}

export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Pixel positions: points spread evenly across the plot (one point sits in the middle), values from the scale. */
export function project(frame: Frame, count: number, scale: { min: number; max: number }) {
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  return {
    x: (index: number) => frame.left + (count <= 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1)),
    y: (value: number) => frame.top + (plotHeight * (scale.max - value)) / (scale.max - scale.min),
  };
}

/** Labels for the time axis: 'Mar 5' for days, 'Mar 2026' for months. */
export function pointLabel(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  const date = new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
  return day
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date)
    : new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** At most `count` evenly spaced indexes to label (always the first and the last). */
export function labelIndexes(length: number, count = 6): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round(i * step)))];
}
