import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { chartBounds, type Bounds, type ChartDefinition } from '../../../../components/seating/chart';
import { ChartDrawing, type ChartTarget } from '../../../../components/seating/chart-drawing';
import { fitView, panBy, pinch, toChart, viewTransform, zoomAt, ZOOM_STEP, type Point, type View } from '../../../../components/seating/zoom';
import { areaKey, keysInBox, moveSelection, seatKey, seatKeysOf, selectableItems, STAGE_KEY, tableKey, textKey, type Selection } from '../../edits';

/** Pixels a pointer travels before a press becomes a drag. */
const DRAG_THRESHOLD = 3;
/** Drawing units an arrow key moves the selection (with Shift: BIG_STEP). */
const STEP = 5;
const BIG_STEP = 25;

/** The key of a drawn thing, which the canvas finds again on the element pressed. */
function keyOf(target: ChartTarget): string {
  switch (target.kind) {
    case 'seat':
      return seatKey(target.section.id, target.parent.id, target.seat.number);
    case 'table':
      return tableKey(target.section.id, target.table.id);
    case 'area':
      return areaKey(target.section.id, target.area.id);
    case 'text':
      return textKey(target.text.id);
    case 'stage':
      return STAGE_KEY;
  }
}

/** The seat keys of the row or table of a seat key (double click selects them). */
function siblingsOf(definition: ChartDefinition, key: string): string[] | null {
  const [kind, sectionId, parentId] = key.split('|');
  if (kind !== 'seat') return null;
  const section = definition.sections.find((s) => s.id === sectionId);
  const parent = section?.rows.find((r) => r.id === parentId) ?? section?.tables.find((t) => t.id === parentId);
  return section && parent ? seatKeysOf(section.id, parent) : null;
}

type Gesture =
  { kind: 'move'; start: Point; key: string; shift: boolean; moved: boolean } | { kind: 'box'; start: Point; additive: boolean } | { kind: 'pan'; last: Point; moved: boolean } | { kind: 'pinch' };

export interface DesignerCanvasProps {
  definition: ChartDefinition;
  selection: Selection;
  onSelect(keys: Set<string>): void;
  /** The selection moved by whole drawing units (one step of the history). */
  onMove(dx: number, dy: number): void;
  onDelete(): void;
  /** Drag on empty space with a mouse draws a selection box (else it pans; Shift+drag always draws one). */
  boxSelect: boolean;
  /** The element describing the chart in words. */
  summaryId: string;
  label: string;
}

/**
 * The designer's drawing: select (click, Shift+click, drag a box), move (drag or arrow keys), zoom (wheel, pinch,
 * keys +/−) and pan (drag on empty space, one finger). Keyboard: arrows move the selection, Delete removes it,
 * Escape clears it, Ctrl+A selects everything.
 */
export function DesignerCanvas({ definition, selection, onSelect, onMove, onDelete, boxSelect, summaryId, label }: DesignerCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // null: the chart fits the viewport (until zoomed or panned).
  const [manualView, setManualView] = useState<View | null>(null);
  const [drag, setDrag] = useState<Point | null>(null);
  const [box, setBox] = useState<Bounds | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const pointers = useRef(new Map<number, Point>());

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
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(svg);
    // The page scrolls no more while the wheel zooms the chart (a passive React listener could not stop it).
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
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    const at = local(event);
    pointers.current.set(event.pointerId, at);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (pointers.current.size === 2) {
      // A second finger: the press becomes a pinch, whatever the first one was doing.
      setDrag(null);
      setBox(null);
      gesture.current = { kind: 'pinch' };
      return;
    }
    if (pointers.current.size > 2) return;
    const key = (event.target as Element).closest('[data-key]')?.getAttribute('data-key');
    if (key) {
      if (event.shiftKey) {
        const next = new Set(selection);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        onSelect(next);
        gesture.current = null;
        return;
      }
      if (!selection.has(key)) onSelect(new Set([key]));
      gesture.current = { kind: 'move', start: at, key, shift: false, moved: false };
      return;
    }
    if (event.pointerType === 'mouse' && (boxSelect || event.shiftKey)) gesture.current = { kind: 'box', start: at, additive: event.shiftKey };
    else gesture.current = { kind: 'pan', last: at, moved: false };
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const at = local(event);
    const before = pointers.current.get(event.pointerId)!;
    pointers.current.set(event.pointerId, at);
    const current = gesture.current;
    if (!current) return;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.entries()];
      if (!a || !b) return;
      const from: [Point, Point] = [a[0] === event.pointerId ? before : a[1], b[0] === event.pointerId ? before : b[1]];
      setManualView(pinch(viewRef.current, from, [a[1], b[1]]));
      return;
    }
    if (current.kind === 'pan') {
      if (!current.moved && Math.hypot(at.x - current.last.x, at.y - current.last.y) < DRAG_THRESHOLD) return;
      setManualView(panBy(viewRef.current, at.x - current.last.x, at.y - current.last.y));
      gesture.current = { ...current, last: at, moved: true };
      return;
    }
    if (!('start' in current)) return;
    if (Math.hypot(at.x - current.start.x, at.y - current.start.y) < DRAG_THRESHOLD && !(current.kind === 'move' && current.moved)) return;
    if (current.kind === 'move') {
      gesture.current = { ...current, moved: true };
      const scale = viewRef.current.scale;
      setDrag({ x: Math.round((at.x - current.start.x) / scale), y: Math.round((at.y - current.start.y) / scale) });
    } else {
      const a = toChart(viewRef.current, current.start);
      const b = toChart(viewRef.current, at);
      setBox({ minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) });
    }
  };

  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === 'pinch') {
      // The remaining finger pans on from where it is.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { kind: 'pan', last: rest, moved: true } : null;
      return;
    }
    gesture.current = null;
    if (current?.kind === 'move') {
      if (current.moved && drag) onMove(drag.x, drag.y);
      else if (!current.moved) onSelect(new Set([current.key]));
      setDrag(null);
    } else if (current?.kind === 'box') {
      if (box) onSelect(new Set([...(current.additive ? selection : []), ...keysInBox(definition, box)]));
      else if (!current.additive) onSelect(new Set());
      setBox(null);
    } else if (current?.kind === 'pan' && !current.moved) {
      onSelect(new Set());
    }
  };

  const onPointerCancel = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
    setDrag(null);
    setBox(null);
  };

  const onDoubleClick = (event: ReactMouseEvent<SVGSVGElement>) => {
    const key = (event.target as Element).closest('[data-key]')?.getAttribute('data-key');
    const siblings = key ? siblingsOf(definition, key) : null;
    if (siblings) onSelect(new Set(siblings));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      if (selection.size) onMove(arrow[0], arrow[1]);
      else setManualView(panBy(view, -arrow[0] * 4, -arrow[1] * 4));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (selection.size) onDelete();
    } else if (event.key === 'Escape') {
      onSelect(new Set());
    } else if (event.key === '+' || event.key === '=') {
      zoom(ZOOM_STEP);
    } else if (event.key === '-') {
      zoom(1 / ZOOM_STEP);
    } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSelect(new Set(selectableItems(definition).map((item) => item.key)));
    }
  };

  const shown = drag ? moveSelection(definition, selection, drag.x, drag.y) : definition;
  const decorate = (target: ChartTarget) => {
    const key = keyOf(target);
    const selected = selection.has(key);
    return {
      'data-key': key,
      'data-selected': selected || undefined,
      style: { cursor: 'pointer' },
      ...(selected ? { stroke: '#f59e0b', strokeWidth: 3 } : {}),
    };
  };

  return (
    <div className="relative">
      <svg
        ref={svgRef}
        role="application"
        aria-label={label}
        aria-describedby={summaryId}
        tabIndex={0}
        className="h-[60vh] min-h-80 w-full touch-none select-none rounded-lg border border-neutral-300 bg-neutral-50 focus:outline-2 focus:outline-offset-2 focus:outline-neutral-900"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
      >
        <g transform={viewTransform(view)}>
          <ChartDrawing definition={shown} decorate={decorate} numbers={view.scale > 0.6} />
          {box && (
            <rect
              x={box.minX}
              y={box.minY}
              width={box.maxX - box.minX}
              height={box.maxY - box.minY}
              fill="#f59e0b"
              fillOpacity={0.1}
              stroke="#f59e0b"
              strokeDasharray="4 2"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </g>
      </svg>
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
