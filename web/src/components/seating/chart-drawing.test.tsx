import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartBounds, sectionParts, type ChartDefinition, type ChartTable } from './chart';
import { ChartDrawing } from './chart-drawing';

afterEach(cleanup);

const round = (id: string, x: number, y: number): ChartTable => ({
  id,
  label: id.toUpperCase(),
  x,
  y,
  shape: 'round',
  seats: Array.from({ length: 4 }, (_, n) => ({ number: String(n + 1), x: x + 40 * Math.sin((n * Math.PI) / 2), y: y - 40 * Math.cos((n * Math.PI) / 2), categoryKey: 1, accessible: false })),
});
const row = (id: string, y: number) => ({ id, label: id.toUpperCase(), seats: [1, 2, 3, 4, 5].map((n) => ({ number: String(n), x: 400 + 30 * n, y, categoryKey: 1, accessible: false })) });

/** Stalls rows A–C in the middle; the Cabaret's two tables on either side of them, level with row B. */
const hall: ChartDefinition = {
  width: 1000,
  height: 400,
  categories: [{ key: 1, label: 'Standard', color: '#2563eb' }],
  stage: null,
  labels: [],
  sections: [
    { id: 'stalls', label: 'Stalls', rows: [row('a', 100), row('b', 140), row('c', 180)], tables: [], areas: [] },
    { id: 'cabaret', label: 'Cabaret', rows: [], tables: [round('t1', 100, 160), round('t2', 900, 160)], areas: [] },
  ],
};

describe('section titles', () => {
  it('titles each part of a section that lies in pieces above that part, never over what lies between', () => {
    const { container } = render(
      <svg>
        <ChartDrawing definition={hall} />
      </svg>,
    );
    const titles = (text: string) => [...container.querySelectorAll('text')].filter((t) => t.textContent === text).map((t) => [Number(t.getAttribute('x')), Number(t.getAttribute('y'))]);
    // Over each table (its top seat at y 120, radius 10), not over the Stalls in the middle.
    expect(titles('Cabaret')).toEqual([
      [100, 102],
      [900, 102],
    ]);
    // The Stalls' rows sit close together: one title over them all.
    expect(titles('Stalls')).toEqual([[490, 82]]);
  });

  it('gathers a section’s rows, tables and areas that sit close together into one part', () => {
    expect(sectionParts(hall.sections[0]!)).toEqual([{ minX: 420, minY: 90, maxX: 560, maxY: 190 }]);
    expect(sectionParts(hall.sections[1]!)).toHaveLength(2);
    // Tables in a line, each near the next: one part, however far apart the first and the last.
    expect(sectionParts({ ...hall.sections[1]!, tables: [round('t1', 100, 160), round('t2', 340, 160), round('t3', 220, 160)] })).toEqual([{ minX: 50, minY: 110, maxX: 390, maxY: 210 }]);
  });

  it('counts the titles in the box around the chart, so a view fitted to it shows them', () => {
    expect(chartBounds(hall)).toEqual({ minX: 50, minY: 70, maxX: 950, maxY: 210 });
  });
});
