import { useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { chartBounds, type Bounds, type ChartDefinition } from '../../../../components/seating/chart';
import { ChartDrawing, type ChartTarget } from '../../../../components/seating/chart-drawing';
import { useChartView } from '../../../../components/seating/use-chart-view';
import { toChart, viewTransform, type Point } from '../../../../components/seating/zoom';
import { ZoomControls } from '../../../../components/seating/zoom-controls';
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

/** A press the designer keeps for itself: moving the selection, or drawing a selection box. */
type Gesture = { kind: 'move'; start: Point; key: string; moved: boolean } | { kind: 'box'; start: Point; additive: boolean };

export interface DesignerCanvasProps {
  definition: ChartDefinition;
  selection: Selection;
  onSelect(keys: Set<string>): void;
  /** The selection moved by whole drawing units (one step of the history). */
  onMove(dx: number, dy: number): void;
  onDelete(): void;
  /** Drag on empty space draws a selection box (else it pans; Shift+drag with a mouse always draws one). */
  boxSelect: boolean;
  /** The element describing the chart in words. */
  summaryId: string;
  label: string;
}

const keyAt = (event: { target: EventTarget }) => (event.target as Element).closest('[data-key]')?.getAttribute('data-key') ?? null;

/**
 * The designer's drawing: select (click, Shift+click, drag a box), move (drag or arrow keys), zoom and pan as on
 * every chart (use-chart-view: wheel, pinch, buttons, keys +/−, drag on empty space). Keyboard: arrows move the
 * selection (or pan when nothing is selected), Delete removes it, Escape clears it, Ctrl+A selects everything.
 */
export function DesignerCanvas({ definition, selection, onSelect, onMove, onDelete, boxSelect, summaryId, label }: DesignerCanvasProps) {
  const [drag, setDrag] = useState<Point | null>(null);
  const [box, setBox] = useState<Bounds | null>(null);
  const gesture = useRef<Gesture | null>(null);
  // Whether the press now ending was the designer's own (a click on empty space after a pan selects nothing).
  const ownPress = useRef(false);

  const bounds = chartBounds(definition) ?? { minX: 0, minY: 0, maxX: definition.width, maxY: definition.height };
  // Pressing a drawn thing moves it; on empty space box selection (or Shift, with a mouse) draws a box, else it pans.
  // A finger can draw a box too, so that several things can be selected on a phone.
  const owns = (event: ReactPointerEvent<SVGSVGElement>) => !!keyAt(event) || boxSelect || (event.pointerType === 'mouse' && event.shiftKey);
  const { svgRef, view, handlers, zoomIn, zoomOut, fit, pan, pinching, consumeClick } = useChartView(bounds, { claims: owns });

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const cancel = () => {
    gesture.current = null;
    setDrag(null);
    setBox(null);
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    handlers.onPointerDown(event);
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // A second finger: the press becomes a pinch, whatever the first one was doing.
    if (pinching()) return cancel();
    ownPress.current = owns(event);
    if (!ownPress.current) return;
    const key = keyAt(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = local(event);
    if (!key) {
      gesture.current = { kind: 'box', start: at, additive: event.shiftKey };
    } else if (event.shiftKey) {
      const next = new Set(selection);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      onSelect(next);
      gesture.current = null;
    } else {
      if (!selection.has(key)) onSelect(new Set([key]));
      gesture.current = { kind: 'move', start: at, key, moved: false };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    handlers.onPointerMove(event);
    const current = gesture.current;
    if (!current || pinching()) return;
    const at = local(event);
    if (Math.hypot(at.x - current.start.x, at.y - current.start.y) < DRAG_THRESHOLD && !(current.kind === 'move' && current.moved)) return;
    if (current.kind === 'move') {
      gesture.current = { ...current, moved: true };
      setDrag({ x: Math.round((at.x - current.start.x) / view.scale), y: Math.round((at.y - current.start.y) / view.scale) });
    } else {
      const a = toChart(view, current.start);
      const b = toChart(view, at);
      setBox({ minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) });
    }
  };

  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    handlers.onPointerUp(event);
    const current = gesture.current;
    gesture.current = null;
    if (current?.kind === 'move') {
      if (current.moved && drag) onMove(drag.x, drag.y);
      else if (!current.moved) onSelect(new Set([current.key]));
      setDrag(null);
    } else if (current?.kind === 'box') {
      if (box) onSelect(new Set([...(current.additive ? selection : []), ...keysInBox(definition, box)]));
      else if (!current.additive) onSelect(new Set());
      setBox(null);
    }
  };

  // A click on empty space that did not pan clears the selection.
  const onClick = () => {
    if (!consumeClick() && !ownPress.current) onSelect(new Set());
  };

  const onDoubleClick = (event: ReactMouseEvent<SVGSVGElement>) => {
    const key = keyAt(event);
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
      else pan(-arrow[0] * 4, -arrow[1] * 4);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (selection.size) onDelete();
    } else if (event.key === 'Escape') {
      onSelect(new Set());
    } else if (event.key === '+' || event.key === '=') {
      zoomIn();
    } else if (event.key === '-') {
      zoomOut();
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
        className="block h-[60vh] min-h-80 w-full touch-none select-none rounded-lg border border-neutral-300 bg-neutral-50 focus:outline-2 focus:outline-offset-2 focus:outline-neutral-900"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => {
          handlers.onPointerCancel(event);
          cancel();
        }}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
      >
        <g transform={viewTransform(view)}>
          <ChartDrawing definition={shown} decorate={decorate} numbers={view.scale >= 0.6} />
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
      <ZoomControls onZoomIn={zoomIn} onZoomOut={zoomOut} onFit={fit} />
    </div>
  );
}
