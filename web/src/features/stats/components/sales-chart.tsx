import { formatMoney } from '../../../lib/money';
import type { EventStats } from '../api/stats';
import { fillDays, formatDay, formatNumber, labelIndexes, niceMax } from '../format';
import { useChartWidth } from './use-chart-width';

const FRAME = { height: 240, left: 48, right: 16, top: 16, bottom: 32 };
/** Room for one day's label ('Mar 25') with space around it. */
const DAY_LABEL_WIDTH = 72;

/** What a screen reader hears for the chart: the span, the sums and the best day. */
export function salesSummary(rows: EventStats['salesPerDay'], currency: string): string {
  const days = fillDays(rows);
  if (days.length === 0) return 'Sales per day: no sales yet';
  const tickets = days.reduce((sum, d) => sum + d.tickets, 0);
  const gross = days.reduce((sum, d) => sum + d.grossSales, 0);
  const best = days.reduce((top, d) => (d.tickets > top.tickets ? d : top));
  const span = days.length === 1 ? formatDay(days[0]!.day) : `${formatDay(days[0]!.day)} to ${formatDay(days.at(-1)!.day)}`;
  return `Sales per day, ${span}: ${formatNumber(tickets)} ${tickets === 1 ? 'ticket' : 'tickets'}, ${formatMoney(gross, currency)} gross sales; most on ${formatDay(best.day)} with ${formatNumber(best.tickets)}`;
}

/** Tickets sold per day in the event's zone as bars (each bar's tooltip adds the day's gross sales). */
export function SalesChart({ rows, currency, timezone }: { rows: EventStats['salesPerDay']; currency: string; timezone: string }) {
  const { box, width } = useChartWidth();
  const days = fillDays(rows);
  if (days.length === 0) return <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-10 text-center text-neutral-600">No tickets sold yet.</p>;
  const max = niceMax(Math.max(...days.map((d) => d.tickets)));
  const plotWidth = width - FRAME.left - FRAME.right;
  const plotHeight = FRAME.height - FRAME.top - FRAME.bottom;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => FRAME.top + plotHeight * (1 - value / max);
  const ticks = [0, max / 2, max].filter((tick) => Number.isInteger(tick));

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-neutral-600">Days in the event’s time zone ({timezone}).</p>
      <div ref={box} className="overflow-x-auto">
        <svg width={width} height={FRAME.height} viewBox={`0 0 ${width} ${FRAME.height}`} role="img" aria-label={salesSummary(rows, currency)} className="block">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={FRAME.left} x2={width - FRAME.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#737373' : '#e5e5e5'} />
              <text x={FRAME.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#525252">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {days.map((d, i) => (
            <rect key={d.day} x={FRAME.left + i * slot + (slot - barWidth) / 2} y={y(d.tickets)} width={barWidth} height={y(0) - y(d.tickets)} fill="#171717">
              <title>{`${formatDay(d.day)}: ${formatNumber(d.tickets)} tickets, ${formatMoney(d.grossSales, currency)}`}</title>
            </rect>
          ))}
          {labelIndexes(days.length, Math.max(2, Math.floor(plotWidth / DAY_LABEL_WIDTH))).map((i) => (
            <text key={i} x={FRAME.left + (i + 0.5) * slot} y={FRAME.height - 10} textAnchor="middle" fontSize="11" fill="#525252">
              {formatDay(days[i]!.day)}
            </text>
          ))}
        </svg>
      </div>
    </div>
  );
}
