import type { ChartDefinition, ChartSeat } from './ticketing/domain/seating/chart-rules.js';

/** The demo venue's categories, as its ticket types sell them. */
export const RIVERSIDE_HALL_CATEGORIES = { stalls: 1, balcony: 2, tables: 3 } as const;

const SEAT_SPACING = 36;
const seat = (number: number, x: number, y: number, categoryKey: number, accessible = false): ChartSeat => ({
  number: String(number),
  x: Math.round(x),
  y: Math.round(y),
  categoryKey,
  accessible,
});

/**
 * Riverside Hall, the demo venue: Stalls (rows A–F of 12 in front of the stage, the ends of row A accessible),
 * a curved Balcony (rows A–C of 10) behind them, and two round cabaret tables of 6 on either side.
 */
export function riversideHallChart(): ChartDefinition {
  const { stalls, balcony, tables } = RIVERSIDE_HALL_CATEGORIES;
  const centre = 500;
  const stallRows = ['A', 'B', 'C', 'D', 'E', 'F'].map((label, index) => ({
    id: `stalls-${label}`,
    label,
    seats: Array.from({ length: 12 }, (_, n) => seat(n + 1, centre + (n - 5.5) * SEAT_SPACING, 160 + index * 40, stalls, index === 0 && (n === 0 || n === 11))),
  }));
  // Curved around the stage's centre: each row on an arc, seats evenly spaced along it.
  const stage = { x: centre, y: 40 };
  const balconyRows = ['A', 'B', 'C'].map((label, index) => {
    const radius = 560 + index * 45;
    const step = SEAT_SPACING / radius;
    return {
      id: `balcony-${label}`,
      label,
      seats: Array.from({ length: 10 }, (_, n) => {
        const angle = (n - 4.5) * step;
        return seat(n + 1, stage.x + radius * Math.sin(angle), stage.y + radius * Math.cos(angle), balcony);
      }),
    };
  });
  const table = (label: string, x: number, y: number) => ({
    id: `cabaret-${label}`,
    label,
    x,
    y,
    shape: 'round' as const,
    seats: Array.from({ length: 6 }, (_, n) => seat(n + 1, x + 48 * Math.sin((n * Math.PI) / 3), y - 48 * Math.cos((n * Math.PI) / 3), tables)),
  });
  return {
    width: 1000,
    height: 760,
    categories: [
      { key: stalls, label: 'Stalls', color: '#2563eb' },
      { key: balcony, label: 'Balcony', color: '#16a34a' },
      { key: tables, label: 'Tables', color: '#d97706' },
    ],
    stage: { x: 300, y: 20, width: 400, height: 70, label: 'Stage' },
    labels: [{ id: 'label-bar', text: 'Bar', x: 500, y: 740 }],
    sections: [
      { id: 'stalls', label: 'Stalls', rows: stallRows, tables: [], areas: [] },
      { id: 'balcony', label: 'Balcony', rows: balconyRows, tables: [], areas: [] },
      { id: 'cabaret', label: 'Cabaret', rows: [], tables: [table('T1', 130, 300), table('T2', 870, 300)], areas: [] },
    ],
  };
}
