import type { EventStats } from '../api/stats';
import { formatMoment, formatNumber, niceMax } from '../format';
import { useChartWidth } from './use-chart-width';

const FRAME = { height: 220, left: 48, right: 16, top: 16, bottom: 32 };
/** The curve's points are the starts of 15-minute buckets; each count is reached by the bucket's end. */
const BUCKET_MS = 15 * 60 * 1000;

export const checkedInText = (checkIns: EventStats['checkIns']) => `${formatNumber(checkIns.checkedIn)} of ${formatNumber(checkIns.expected)} checked in`;

/** The door's evening as a step line: guests inside over time (in the event's zone), against the tickets expected. */
export function CheckInChart({ checkIns, timezone }: { checkIns: EventStats['checkIns']; timezone: string }) {
  const { curve, expected } = checkIns;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-semibold">{checkedInText(checkIns)}</p>
      {curve.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-10 text-center text-neutral-600">No one has checked in yet.</p>
      ) : (
        <CheckInCurve curve={curve} expected={expected} timezone={timezone} summary={checkedInText(checkIns)} />
      )}
    </div>
  );
}

function CheckInCurve({ curve, expected, timezone, summary }: { curve: EventStats['checkIns']['curve']; expected: number; timezone: string; summary: string }) {
  const { box, width } = useChartWidth();
  const times = curve.map((p) => Date.parse(p.at));
  const start = times[0]!;
  const end = times.at(-1)! + BUCKET_MS;
  const max = niceMax(Math.max(expected, ...curve.map((p) => p.checkedIn)));
  const plotWidth = width - FRAME.left - FRAME.right;
  const plotHeight = FRAME.height - FRAME.top - FRAME.bottom;
  const x = (time: number) => FRAME.left + (plotWidth * (time - start)) / (end - start);
  const y = (value: number) => FRAME.top + plotHeight * (1 - value / max);
  // From nobody at the first bucket's start, each count reached at its bucket's end.
  const path = [`M${x(start).toFixed(1)},${y(0).toFixed(1)}`, ...curve.map((p, i) => `H${x(times[i]! + BUCKET_MS).toFixed(1)} V${y(p.checkedIn).toFixed(1)}`)].join(' ');
  const from = formatMoment(curve[0]!.at, timezone);
  const to = formatMoment(new Date(end).toISOString(), timezone);

  return (
    <div ref={box} className="overflow-x-auto">
      <svg width={width} height={FRAME.height} viewBox={`0 0 ${width} ${FRAME.height}`} role="img" aria-label={`Check-ins over time, ${from} to ${to}: ${summary}`} className="block">
        {[0, max].map((tick) => (
          <g key={tick}>
            <line x1={FRAME.left} x2={width - FRAME.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#737373' : '#e5e5e5'} />
            <text x={FRAME.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#525252">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {expected > 0 && (
          <g>
            <line x1={FRAME.left} x2={width - FRAME.right} y1={y(expected)} y2={y(expected)} stroke="#a3a3a3" strokeDasharray="4 4" />
            <text x={width - FRAME.right} y={y(expected) - 4} textAnchor="end" fontSize="11" fill="#525252">
              {`Expected ${formatNumber(expected)}`}
            </text>
          </g>
        )}
        <path d={path} fill="none" stroke="#171717" strokeWidth="2" strokeLinejoin="round" />
        {curve.map((p, i) => (
          <circle key={p.at} cx={x(times[i]! + BUCKET_MS)} cy={y(p.checkedIn)} r={curve.length > 40 ? 0 : 3} fill="#171717">
            <title>{`${formatMoment(new Date(times[i]! + BUCKET_MS).toISOString(), timezone)}: ${formatNumber(p.checkedIn)} checked in`}</title>
          </circle>
        ))}
        <text x={FRAME.left} y={FRAME.height - 10} textAnchor="start" fontSize="11" fill="#525252">
          {from}
        </text>
        <text x={width - FRAME.right} y={FRAME.height - 10} textAnchor="end" fontSize="11" fill="#525252">
          {to}
        </text>
      </svg>
    </div>
  );
}
