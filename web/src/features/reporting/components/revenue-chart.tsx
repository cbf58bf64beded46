import { formatMoney } from '../../../lib/money';
import type { RevenueItem } from '../api/reports';
import { labelIndexes, pointLabel, project, revenueSeries, valueScale, type Frame } from '../chart';

const FRAME: Frame = { width: 720, height: 260, left: 64, right: 16, top: 16, bottom: 32 };
const SERIES = [
  { key: 'gross', label: 'Gross sales', color: '#a3a3a3' },
  { key: 'net', label: 'Net sales', color: '#171717' },
] as const;

/** Revenue over time in one currency, drawn from its by-date rows (per day, or per month over longer spans). */
export function RevenueChart({ rows, currency, title }: { rows: RevenueItem[]; currency: string; title: string }) {
  const points = revenueSeries(rows);
  if (points.length === 0) return null;
  const scale = valueScale(points.flatMap((p) => [p.gross, p.net]));
  const { x, y } = project(FRAME, points.length, scale);
  const path = (key: 'gross' | 'net') => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  const first = pointLabel(points[0]!.key);
  const last = pointLabel(points.at(-1)!.key);

  return (
    <figure className="rounded-lg border border-neutral-200 p-4">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="flex gap-4">
          {SERIES.map((s) => (
            <span key={s.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-0.5 w-4" style={{ backgroundColor: s.color }} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={`${title}, ${first} to ${last}`} className="h-auto w-full">
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#737373' : '#e5e5e5'} />
            <text x={FRAME.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#525252">
              {formatMoney(tick, currency)}
            </text>
          </g>
        ))}
        {labelIndexes(points.length).map((i) => (
          <text key={i} x={x(i)} y={FRAME.height - 10} textAnchor="middle" fontSize="11" fill="#525252">
            {pointLabel(points[i]!.key)}
          </text>
        ))}
        {SERIES.map((s) => (
          <g key={s.key}>
            <path d={path(s.key)} fill="none" stroke={s.color} strokeWidth="2" strokeLinejoin="round" />
            {points.map((p, i) => (
              <circle key={p.key} cx={x(i)} cy={y(p[s.key])} r={points.length > 40 ? 0 : 3} fill={s.color}>
                <title>{`${pointLabel(p.key)}: ${s.label} ${formatMoney(p[s.key], currency)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}
