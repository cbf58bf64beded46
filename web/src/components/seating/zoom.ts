import type { Bounds } from './chart';

/** How a chart sits in its viewport: drawn at `scale` screen pixels per drawing unit, its origin at (x, y) pixels. */
export interface View {
  x: number;
  y: number;
  scale: number;
}
export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;
/** The step of the zoom buttons and keys. */
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The SVG transform that draws the chart in this view. */
export const viewTransform = (view: View) => `translate(${view.x} ${view.y}) scale(${view.scale})`;

/** A viewport point (pixels from its top left corner) in drawing units. */
export const toChart = (view: View, point: Point): Point => ({ x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale });

/** Zooms by `factor` keeping the chart point under `at` (viewport pixels) where it is. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied };
}

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/** Two fingers moved from `from` to `to`: the chart follows their midpoint and zooms as far as they spread. */
export function pinch(view: View, from: [Point, Point], to: [Point, Point]): View {
  const distance = ([a, b]: [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);
  const middle = ([a, b]: [Point, Point]): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const before = middle(from);
  const after = middle(to);
  const factor = distance(from) > 0 ? distance(to) / distance(from) : 1;
  return zoomAt(panBy(view, after.x - before.x, after.y - before.y), factor, after);
}

/** The view that shows `bounds` whole and centred in a viewport of `size` pixels, with `margin` pixels around. */
export function fitView(bounds: Bounds, size: { width: number; height: number }, margin = 16): View {
  const width = Math.max(bounds.maxX - bounds.minX, 1);
  const height = Math.max(bounds.maxY - bounds.minY, 1);
  // A viewport not laid out (yet) shows the chart at its own size.
  if (size.width <= 0 || size.height <= 0) return { x: -bounds.minX, y: -bounds.minY, scale: 1 };
  const scale = clampScale(Math.min((size.width - 2 * margin) / width, (size.height - 2 * margin) / height));
  return { scale, x: (size.width - width * scale) / 2 - bounds.minX * scale, y: (size.height - height * scale) / 2 - bounds.minY * scale };
}
