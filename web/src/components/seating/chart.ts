/**
 * A seat chart as the API gives it (`definition` of a chart or of a date's seating): sections of rows, tables and
 * general-admission areas, each seat with its own position in drawing units. Shared by the designer and the seat
 * pickers; the drawing itself is chart-drawing.tsx.
 */
import type { components } from '../../lib/api/schema.gen';

type Schemas = components['schemas'];
export type ChartSeat = Schemas['SeatChartSeat'];
/** A row's seats are left to right as drawn: neighbours in the list sit side by side. */
export type ChartRow = Schemas['SeatChartRow'];
export type ChartTable = Schemas['SeatChartTable'];
/** General admission: one label with `capacity` places. */
export type ChartArea = Schemas['SeatChartArea'];
export type ChartSection = Schemas['SeatChartSection'];
export type ChartCategory = Schemas['SeatChartCategory'];
export type ChartStage = Schemas['SeatChartStage'];
export type ChartText = Schemas['SeatChartText'];
export type ChartDefinition = Schemas['SeatChartDefinition'];

/** A seat's radius in drawing units; the designer's generators space seats from it. */
export const SEAT_RADIUS = 10;

/** The seat's identity on tickets and in the API (`seatLabel`): `{section}-{row or table}-{number}`, or an area's `{section}-{area}`. */
export const seatLabel = (...parts: string[]) => parts.join('-');

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A section's title stands on a line TITLE_GAP drawing units above the part it names, TITLE_HEIGHT tall. */
const TITLE_GAP = 8;
const TITLE_HEIGHT = 12;
/** Parts of a section this far apart (or further) are drawn apart and each gets its own title. */
const PART_GAP = 60;

const union = (a: Bounds, b: Bounds): Bounds => ({ minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) });
const near = (a: Bounds, b: Bounds) => a.minX - PART_GAP < b.maxX && b.minX - PART_GAP < a.maxX && a.minY - PART_GAP < b.maxY && b.minY - PART_GAP < a.maxY;
const seatBox = (s: { x: number; y: number }): Bounds => ({ minX: s.x - SEAT_RADIUS, minY: s.y - SEAT_RADIUS, maxX: s.x + SEAT_RADIUS, maxY: s.y + SEAT_RADIUS });

/**
 * The boxes of a section's parts as drawn: its rows, tables and areas gathered where they sit close together. A
 * section can lie in pieces (a table on each side of the hall): one box over all of them would name the section over
 * whatever lies between, so each piece is titled on its own.
 */
export function sectionParts(section: ChartSection): Bounds[] {
  const boxes = [
    ...[...section.rows, ...section.tables].filter((group) => group.seats.length).map((group) => group.seats.map(seatBox).reduce(union)),
    ...section.areas.map((area) => ({ minX: area.x, minY: area.y, maxX: area.x + area.width, maxY: area.y + area.height })),
  ];
  const parts: Bounds[] = [];
  for (const box of boxes) {
    let merged = box;
    // A box may join parts that were apart until now: they become one.
    for (let i = parts.length - 1; i >= 0; i--) {
      if (!near(parts[i]!, merged)) continue;
      merged = union(merged, parts[i]!);
      parts.splice(i, 1);
    }
    parts.push(merged);
  }
  return parts;
}

/** Where a section's part is titled: centred above its top. */
export const titleAnchor = (part: Bounds) => ({ x: (part.minX + part.maxX) / 2, y: part.minY - TITLE_GAP });

/** The box around everything drawn (seats with their radius, section titles); null for an empty chart. */
export function chartBounds(definition: ChartDefinition): Bounds | null {
  let bounds: Bounds | null = null;
  const add = (box: Bounds) => {
    bounds = bounds ? union(bounds, box) : box;
  };
  const { stage } = definition;
  if (stage) add({ minX: stage.x, minY: stage.y, maxX: stage.x + stage.width, maxY: stage.y + stage.height });
  // A label's text reaches a little around its anchor.
  for (const label of definition.labels) add({ minX: label.x - 40, minY: label.y - 12, maxX: label.x + 40, maxY: label.y + 4 });
  for (const section of definition.sections) {
    for (const part of sectionParts(section)) add({ ...part, minY: part.minY - TITLE_GAP - TITLE_HEIGHT });
  }
  return bounds;
}

/** A table's top as drawn: a circle inside its ring of seats, or a rectangle between its two sides of seats. */
export function tableShape(table: ChartTable): { kind: 'circle'; cx: number; cy: number; r: number } | { kind: 'rect'; x: number; y: number; width: number; height: number } {
  const gap = SEAT_RADIUS + 4;
  if (table.shape === 'round') {
    const nearest = table.seats.length ? Math.min(...table.seats.map((s) => Math.hypot(s.x - table.x, s.y - table.y))) : 2 * gap;
    return { kind: 'circle', cx: table.x, cy: table.y, r: Math.max(nearest - gap, 8) };
  }
  const above = table.seats.filter((s) => s.y < table.y);
  const below = table.seats.filter((s) => s.y >= table.y);
  const xs = table.seats.map((s) => s.x);
  const left = xs.length ? Math.min(...xs) - SEAT_RADIUS : table.x - 20;
  const right = xs.length ? Math.max(...xs) + SEAT_RADIUS : table.x + 20;
  const top = above.length ? Math.max(...above.map((s) => s.y)) + gap : table.y - 15;
  const bottom = below.length ? Math.min(...below.map((s) => s.y)) - gap : table.y + 15;
  return { kind: 'rect', x: left, y: Math.min(top, table.y - 8), width: right - left, height: Math.max(bottom - top, 16) };
}

/** Black or white, whichever reads better on the colour `hex` ('#rrggbb'). */
export function inkOn(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000000';
  const [r, g, b] = match.slice(1).map((h) => parseInt(h, 16) / 255);
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#000000' : '#ffffff';
}

/** Seats of a category the chart does not define. */
export const NO_CATEGORY_COLOR = '#a3a3a3';
