import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Bounds } from './chart';
import { fitView, panBy, pinch, zoomAt, ZOOM_STEP, type Point, type View } from './zoom';

/** Pixels a pointer travels before a press becomes a pan (a shorter press is a click). */
const DRAG_THRESHOLD = 4;
/** Pixels kept between a place brought into view and the viewport's edge. */
const REVEAL_MARGIN = 24;

export interface ChartViewOptions {
  /**
   * A press the host keeps for itself (the designer moving or box-selecting things): it does not pan. A second finger
   * still turns it into a pinch, which the host learns from `pinching()`.
   */
  claims?(event: ReactPointerEvent<SVGSVGElement>): boolean;
}

/**
 * Zoom and pan of a chart in an <svg>, the one way every chart view does them: the wheel zooms around the pointer, a
 * drag pans (mouse, pen or one finger), two fingers pinch, the zoom buttons and keys zoom around the middle; the
 * chart fits the viewport until the viewer moves it. A press that became a pan is no click: `consumeClick()` says so
 * (once) to the shape clicked.
 */
export function useChartView(bounds: Bounds, { claims }: ChartViewOptions = {}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // null: the chart fits the viewport.
  const [manual, setManual] = useState<View | null>(null);
  const view = manual ?? fitView(bounds, size);
  // Handlers and the wheel read the view as last drawn (several events can come between two renders).
  const viewRef = useRef(view);
  const sizeRef = useRef(size);
  useEffect(() => {
    viewRef.current = view;
    sizeRef.current = size;
  });
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<{ start: Point; panning: boolean } | null>(null);
  const dragged = useRef(false);

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
    // Not passive, so the page does not scroll while the wheel zooms the chart.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      setManual(zoomAt(viewRef.current, Math.exp(-event.deltaY * 0.0015), { x: event.clientX - rect.left, y: event.clientY - rect.top }));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, []);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const handlers = {
    onPointerDown(event: ReactPointerEvent<SVGSVGElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      dragged.current = false;
      // A first finger or a mouse starts afresh: a pointer released outside the chart was never seen going.
      if (event.isPrimary) pointers.current.clear();
      const at = local(event);
      pointers.current.set(event.pointerId, at);
      press.current = pointers.current.size === 1 && !claims?.(event) ? { start: at, panning: false } : null;
    },
    onPointerMove(event: ReactPointerEvent<SVGSVGElement>) {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const at = local(event);
      pointers.current.set(event.pointerId, at);
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.entries()];
        const from: [Point, Point] = [a![0] === event.pointerId ? before : a![1], b![0] === event.pointerId ? before : b![1]];
        dragged.current = true;
        setManual(pinch(viewRef.current, from, [a![1], b![1]]));
        return;
      }
      const current = press.current;
      if (!current) return;
      if (!current.panning) {
        if (Math.hypot(at.x - current.start.x, at.y - current.start.y) < DRAG_THRESHOLD) return;
        current.panning = true;
        dragged.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setManual(panBy(viewRef.current, at.x - before.x, at.y - before.y));
    },
    onPointerUp(event: ReactPointerEvent<SVGSVGElement>) {
      const pinched = pointers.current.size === 2;
      pointers.current.delete(event.pointerId);
      // The finger left after a pinch pans on from where it is.
      const [rest] = [...pointers.current.values()];
      press.current = rest && pinched ? { start: rest, panning: true } : null;
    },
    onPointerCancel(event: ReactPointerEvent<SVGSVGElement>) {
      pointers.current.delete(event.pointerId);
      press.current = null;
    },
  };

  const zoom = (factor: number) => setManual(zoomAt(viewRef.current, factor, { x: sizeRef.current.width / 2, y: sizeRef.current.height / 2 }));
  return {
    svgRef,
    view,
    handlers,
    zoomIn: () => zoom(ZOOM_STEP),
    zoomOut: () => zoom(1 / ZOOM_STEP),
    fit: () => setManual(null),
    /** Moves the chart by (dx, dy) pixels (the designer's arrow keys with nothing selected). */
    pan: (dx: number, dy: number) => setManual(panBy(viewRef.current, dx, dy)),
    /** Pans a chart point (drawing units) into view when it lies outside: a seat reached with Tab shows. */
    reveal(point: Point) {
      const { x, y, scale } = viewRef.current;
      const { width, height } = sizeRef.current;
      if (width <= 0 || height <= 0) return;
      const inside = (at: number, length: number) => (at < REVEAL_MARGIN ? REVEAL_MARGIN - at : at > length - REVEAL_MARGIN ? length - REVEAL_MARGIN - at : 0);
      const dx = inside(x + point.x * scale, width);
      const dy = inside(y + point.y * scale, height);
      if (dx || dy) setManual(panBy(viewRef.current, dx, dy));
    },
    /** Two fingers are down: whatever the host's press was doing, it is a pinch now. */
    pinching: () => pointers.current.size >= 2,
    /** True once after a press that panned or pinched: the click it ends in selects nothing. */
    consumeClick: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
