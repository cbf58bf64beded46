import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { chartBounds, type ChartDefinition } from '../../../../components/seating/chart';
import { ChartDrawing, type ChartTarget } from '../../../../components/seating/chart-drawing';
import { fitView, panBy, viewTransform, zoomAt, ZOOM_STEP, type Point, type View } from '../../../../components/seating/zoom';

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

/** Where a seat's or area's tooltip points, in drawing units. */
function anchorOf(target: ChartTarget): Point | null {
  if (target.kind === 'seat') return { x: target.seat.x, y: target.seat.y };
  if (target.kind === 'area') return { x: target.area.x + target.area.width / 2, y: target.area.y };
  return null;
}

/**
 * A date's chart, read-only, for the organizer's tools: seats and areas are buttons (click, Shift+click, Enter,
 * Space), their state shows on hover or focus; zoom with the wheel or the buttons, pan by dragging the background.
 */
export function SeatsChart({ definition, label, look, onActivate }: SeatsChartProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // null: the chart fits the viewport (until zoomed or panned).
  const [manualView, setManualView] = useState<View | null>(null);
  const [pointed, setPointed] = useState<{ label: string; at: Point } | null>(null);
  const pan = useRef<{ pointerId: number; last: Point } | null>(null);
  const tooltipId = useId();

  const bounds = chartBounds(definition) ?? { minX: 0, minY: 0, maxX: definition.width, maxY: definition.height };
  const view = manualView ?? fitView(bounds, size);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const rect = svg.getBoundingClientRect();
      setSize({ width: rect.width, height: rect.height });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(svg);
    // The page does not scroll while the wheel zooms the chart (a passive React listener could not stop it).
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      setManualView(zoomAt(viewRef.current, Math.exp(-event.deltaY * 0.0015), { x: event.clientX - rect.left, y: event.clientY - rect.top }));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, []);

  const zoom = (factor: number) => setManualView(zoomAt(view, factor, { x: size.width / 2, y: size.height / 2 }));
  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest('[data-seat]')) return;
    pan.current = { pointerId: event.pointerId, last: local(event) };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = pan.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const at = local(event);
    setManualView(panBy(viewRef.current, at.x - current.last.x, at.y - current.last.y));
    pan.current = { ...current, last: at };
  };
  const endPan = () => {
    pan.current = null;
  };

  const decorate = (target: ChartTarget) => {
    if (target.kind !== 'seat' && target.kind !== 'area') return undefined;
    const seat = look(target.label);
    const anchor = anchorOf(target)!;
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
      onClick: (event: { shiftKey: boolean }) => onActivate(target.label, event.shiftKey),
      onKeyDown: (event: KeyboardEvent<SVGElement>) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onActivate(target.label, event.shiftKey);
      },
      onPointerEnter: point,
      onPointerLeave: leave,
      onFocus: point,
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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endPan}
        onPointerCancel={endPan}
      >
        <g transform={viewTransform(view)}>
          <ChartDrawing definition={definition} decorate={decorate} numbers={view.scale > 0.6} />
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
      <div className="absolute right-2 top-2 flex gap-1" role="group" aria-label="Zoom">
        <button type="button" className={zoomButton} onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={zoomButton} onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className={zoomButton} onClick={() => setManualView(null)}>
          Fit
        </button>
      </div>
    </div>
  );
}

const zoomButton = 'min-w-9 rounded-md border border-neutral-300 bg-white px-2 py-1 text-sm font-medium shadow-sm hover:bg-neutral-100';
