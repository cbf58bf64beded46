import type { SVGProps } from 'react';
import {
  inkOn,
  NO_CATEGORY_COLOR,
  SEAT_RADIUS,
  seatLabel,
  sectionParts,
  tableShape,
  titleAnchor,
  type ChartArea,
  type ChartDefinition,
  type ChartRow,
  type ChartSeat,
  type ChartSection,
  type ChartStage,
  type ChartTable,
  type ChartText,
} from './chart';
import type { Point } from './zoom';

/** One drawn thing of a chart, as the host of the drawing sees it (to colour it by status, select it, …). */
export type ChartTarget =
  | { kind: 'seat'; section: ChartSection; parent: ChartRow | ChartTable; parentKind: 'row' | 'table'; seat: ChartSeat; label: string }
  | { kind: 'area'; section: ChartSection; area: ChartArea; label: string }
  | { kind: 'table'; section: ChartSection; table: ChartTable }
  | { kind: 'stage'; stage: ChartStage }
  | { kind: 'text'; text: ChartText };

/** Where a seat or an area sits (an area: its middle), in drawing units. */
export const placePoint = (target: Extract<ChartTarget, { kind: 'seat' | 'area' }>): Point =>
  target.kind === 'seat' ? { x: target.seat.x, y: target.seat.y } : { x: target.area.x + target.area.width / 2, y: target.area.y + target.area.height / 2 };

export interface ChartDrawingProps {
  definition: ChartDefinition;
  /**
   * Attributes added to a drawn thing's shape (a seat's circle, an area's or the stage's rectangle, a table's top,
   * a text): handlers, aria, a `fill` by status, … Seats are filled with their category's colour unless told.
   */
  decorate?: (target: ChartTarget) => SVGProps<SVGElement> | undefined;
  /** Seat numbers inside the seats (off for a crowded overview). */
  numbers?: boolean;
}

type Decorated = SVGProps<SVGElement> & { fill?: string };

/**
 * The chart as SVG shapes, in drawing units, for the host's own <svg> (which zooms and pans it): stage, texts,
 * then each section's areas, tables and rows. Read-only; the host makes it interactive through `decorate`. Row,
 * table and area names are hidden from screen readers: the name of each seat the host gives says them.
 */
export function ChartDrawing({ definition, decorate = () => undefined, numbers = true }: ChartDrawingProps) {
  const colors = new Map(definition.categories.map((c) => [c.key, c.color]));
  const colorOf = (key: number) => colors.get(key) ?? NO_CATEGORY_COLOR;
  const { stage } = definition;

  const seat = (section: ChartSection, parent: ChartRow | ChartTable, parentKind: 'row' | 'table', s: ChartSeat) => {
    const label = seatLabel(section.label, parent.label, s.number);
    const extra = (decorate({ kind: 'seat', section, parent, parentKind, seat: s, label }) ?? {}) as Decorated;
    const fill = extra.fill ?? colorOf(s.categoryKey);
    return (
      <g key={`${parent.id}-${s.number}`}>
        <circle cx={s.x} cy={s.y} r={SEAT_RADIUS} fill={fill} stroke="#404040" strokeWidth={1} {...(extra as SVGProps<SVGCircleElement>)} />
        {numbers && (
          <text x={s.x} y={s.y} dy="0.35em" textAnchor="middle" fontSize={s.number.length > 2 ? 7 : 9} fill={inkOn(fill)} pointerEvents="none" aria-hidden="true">
            {s.accessible ? '♿' : s.number}
          </text>
        )}
        {!numbers && s.accessible && (
          <text x={s.x} y={s.y} dy="0.35em" textAnchor="middle" fontSize={9} fill={inkOn(fill)} pointerEvents="none" aria-hidden="true">
            ♿
          </text>
        )}
      </g>
    );
  };

  return (
    <g fontFamily="system-ui, sans-serif">
      {stage && (
        <g>
          <rect x={stage.x} y={stage.y} width={stage.width} height={stage.height} rx={6} fill="#262626" {...(decorate({ kind: 'stage', stage }) as SVGProps<SVGRectElement>)} />
          <text x={stage.x + stage.width / 2} y={stage.y + stage.height / 2} dy="0.35em" textAnchor="middle" fontSize={16} fill="#ffffff" pointerEvents="none">
            {stage.label}
          </text>
        </g>
      )}
      {definition.labels.map((text) => (
        <text key={text.id} x={text.x} y={text.y} textAnchor="middle" fontSize={14} fill="#262626" {...(decorate({ kind: 'text', text }) as SVGProps<SVGTextElement>)}>
          {text.text}
        </text>
      ))}
      {definition.sections.map((section) => (
        <g key={section.id}>
          <SectionTitle section={section} />
          {section.areas.map((area) => {
            const label = seatLabel(section.label, area.label);
            const extra = (decorate({ kind: 'area', section, area, label }) ?? {}) as Decorated;
            const fill = extra.fill ?? colorOf(area.categoryKey);
            return (
              <g key={area.id}>
                <rect x={area.x} y={area.y} width={area.width} height={area.height} rx={8} fill={fill} fillOpacity={0.35} stroke={fill} strokeWidth={2} {...(extra as SVGProps<SVGRectElement>)} />
                <text x={area.x + area.width / 2} y={area.y + area.height / 2} textAnchor="middle" fontSize={14} fill="#171717" pointerEvents="none" aria-hidden="true">
                  <tspan x={area.x + area.width / 2}>{area.label}</tspan>
                  <tspan x={area.x + area.width / 2} dy="1.2em" fontSize={11}>
                    {area.capacity} places
                  </tspan>
                </text>
              </g>
            );
          })}
          {section.tables.map((table) => {
            const top = tableShape(table);
            const extra = decorate({ kind: 'table', section, table });
            return (
              <g key={table.id}>
                {top.kind === 'circle' ? (
                  <circle cx={top.cx} cy={top.cy} r={top.r} fill="#e5e5e5" stroke="#737373" {...(extra as SVGProps<SVGCircleElement>)} />
                ) : (
                  <rect x={top.x} y={top.y} width={top.width} height={top.height} rx={4} fill="#e5e5e5" stroke="#737373" {...(extra as SVGProps<SVGRectElement>)} />
                )}
                <text x={table.x} y={table.y} dy="0.35em" textAnchor="middle" fontSize={10} fill="#404040" pointerEvents="none" aria-hidden="true">
                  {table.label}
                </text>
                {table.seats.map((s) => seat(section, table, 'table', s))}
              </g>
            );
          })}
          {section.rows.map((row) => {
            const first = row.seats[0];
            const last = row.seats[row.seats.length - 1];
            return (
              <g key={row.id}>
                {first && last && (
                  <>
                    <text x={first.x - SEAT_RADIUS - 6} y={first.y} dy="0.35em" textAnchor="end" fontSize={10} fill="#525252" pointerEvents="none" aria-hidden="true">
                      {row.label}
                    </text>
                    <text x={last.x + SEAT_RADIUS + 6} y={last.y} dy="0.35em" textAnchor="start" fontSize={10} fill="#525252" pointerEvents="none" aria-hidden="true">
                      {row.label}
                    </text>
                  </>
                )}
                {row.seats.map((s) => seat(section, row, 'row', s))}
              </g>
            );
          })}
        </g>
      ))}
    </g>
  );
}

/** The section's name above each of its parts (centred over the whole section, it could land on another section). */
function SectionTitle({ section }: { section: ChartSection }) {
  return sectionParts(section).map((part, n) => {
    const at = titleAnchor(part);
    return (
      <text key={n} x={at.x} y={at.y} textAnchor="middle" fontSize={12} fontWeight={600} fill="#525252" pointerEvents="none">
        {section.label}
      </text>
    );
  });
}
