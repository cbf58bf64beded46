import { useId, useState, type KeyboardEvent } from 'react';
import { chartBounds, type ChartDefinition } from '../../../../components/seating/chart';
import { ChartDrawing, placePoint, type ChartTarget } from '../../../../components/seating/chart-drawing';
import { useChartView } from '../../../../components/seating/use-chart-view';
import { viewTransform, type Point } from '../../../../components/seating/zoom';
import { ZoomControls } from '../../../../components/seating/zoom-controls';

/** How one seat label looks and behaves on the chart. */
export interface SeatLook {
  /** Its state in words ('Sold to Ana Lima'), read out and shown on hover or focus. */
  description: string;
  /** Drawn in this colour instead of its category's. */
  fill?: string;
  selected: boolean;
  /** Cannot be chosen now (e.g. a sold seat while moving someone); drawn faded. */
  disabled: boolean;
}

export interface SeatsChartProps {
  definition: ChartDefinition;
  /** The chart's accessible name. */
  label: string;
  look(label: string): SeatLook;
  /** A seat or area was clicked (Shift: `additive`) or pressed with Enter / Space. */
  onActivate(label: string, additive: boolean): void;
}

/**
 * A date's chart, read-only, for the organizer's tools: seats and areas are buttons (click, Shift+click, Enter,
 * Space), their state shows on hover or focus; zoom and pan as on every chart (use-chart-view).
 */
export function SeatsChart({ definition, label, look, onActivate }: SeatsChartProps) {
  const bounds = chartBounds(definition) ?? { minX: 0, minY: 0, maxX: definition.width, maxY: definition.height };
  const { svgRef, view, handlers, zoomIn, zoomOut, fit, reveal, consumeClick } = useChartView(bounds);
  const [pointed, setPointed] = useState<{ label: string; at: Point } | null>(null);
  const tooltipId = useId();

  const decorate = (target: ChartTarget) => {
    if (target.kind !== 'seat' && target.kind !== 'area') return undefined;
    const seat = look(target.label);
    // The tooltip points at the top of an area, at a seat itself.
    const anchor = target.kind === 'area' ? { x: target.area.x + target.area.width / 2, y: target.area.y } : placePoint(target);
    const point = () => setPointed({ label: target.label, at: anchor });
    const leave = () => setPointed((current) => (current?.label === target.label ? null : current));
    return {
      'data-seat': target.label,
      role: 'button',
      tabIndex: 0,
      'aria-label': `${target.label}: ${seat.description}`,
      'aria-pressed': seat.selected,
      'aria-disabled': seat.disabled || undefined,
      'aria-describedby': pointed?.label === target.label ? tooltipId : undefined,
      style: { cursor: seat.disabled ? 'not-allowed' : 'pointer', outline: 'none' },
      opacity: seat.disabled ? 0.35 : 1,
      ...(seat.fill ? { fill: seat.fill } : {}),
      ...(seat.selected ? { stroke: '#f59e0b', strokeWidth: 3 } : {}),
      onClick: (event: { shiftKey: boolean }) => {
        if (!consumeClick()) onActivate(target.label, event.shiftKey);
      },
      onKeyDown: (event: KeyboardEvent<SVGElement>) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onActivate(target.label, event.shiftKey);
      },
      onPointerEnter: point,
      onPointerLeave: leave,
      onFocus: () => {
        reveal(placePoint(target));
        point();
      },
      onBlur: leave,
    };
  };

  const tip = pointed && { ...pointed, description: look(pointed.label).description };
  return (
    <div className="relative overflow-hidden rounded-lg border border-neutral-300 bg-neutral-50">
      <svg
        ref={svgRef}
        role="group"
        aria-label={label}
        className="block h-[60vh] min-h-80 w-full touch-none select-none [&_[data-seat]:focus-visible]:stroke-neutral-900 [&_[data-seat]:focus-visible]:[stroke-width:4]"
        {...handlers}
      >
        <g transform={viewTransform(view)}>
          <ChartDrawing definition={definition} decorate={decorate} numbers={view.scale >= 0.6} />
        </g>
      </svg>
      {tip && (
        <div
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-md bg-neutral-900 px-2 py-1 text-xs text-white shadow"
          style={{ left: view.x + tip.at.x * view.scale, top: view.y + tip.at.y * view.scale - 14 * view.scale }}
        >
          <span className="font-semibold">{tip.label}</span> · {tip.description}
        </div>
      )}
      <ZoomControls onZoomIn={zoomIn} onZoomOut={zoomOut} onFit={fit} />
    </div>
  );
}
