import { useLayoutEffect, useRef, useState } from 'react';

/** The width a chart draws at before its box is measured (and where nothing measures, as in tests). */
export const DEFAULT_CHART_WIDTH = 720;
/** Narrower than this, the axis labels would run into each other: the chart scrolls instead. */
const MIN_CHART_WIDTH = 280;

/**
 * The width of the box a chart sits in, in CSS pixels. A chart drawn at its box's width keeps its text at the
 * size it is written in; a fixed drawing scaled down to a phone's width would shrink its labels to half of that.
 */
export function useChartWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_CHART_WIDTH, measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}
