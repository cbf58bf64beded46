import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, pinch, toChart, zoomAt } from './zoom';

describe('the chart’s zoom and pan', () => {
  it('fits a chart whole and centred in its viewport', () => {
    const view = fitView({ minX: 100, minY: 0, maxX: 300, maxY: 100 }, { width: 432, height: 432 }, 16);
    expect(view.scale).toBe(2);
    // The chart's middle (200, 50) is the viewport's middle.
    expect([view.x + 200 * view.scale, view.y + 50 * view.scale]).toEqual([216, 216]);
  });

  it('zooms around the pointer: the chart point under it stays', () => {
    const view = { x: 10, y: 20, scale: 1 };
    const under = toChart(view, { x: 110, y: 70 });
    const zoomed = zoomAt(view, 2, { x: 110, y: 70 });
    expect(zoomed.scale).toBe(2);
    expect(toChart(zoomed, { x: 110, y: 70 })).toEqual(under);
    expect(zoomAt(view, 1000, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });

  it('follows two fingers: spreading them zooms, moving them pans', () => {
    const view = { x: 0, y: 0, scale: 1 };
    const spread = pinch(
      view,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ],
    );
    expect(spread.scale).toBe(2);
    expect(toChart(spread, { x: 150, y: 100 })).toEqual({ x: 150, y: 100 });
    const moved = pinch(
      view,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 130, y: 140 },
        { x: 230, y: 140 },
      ],
    );
    expect(moved).toEqual({ x: 30, y: 40, scale: 1 });
  });
});
