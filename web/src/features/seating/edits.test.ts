import { describe, expect, it } from 'vitest';
import { chartBounds, type ChartDefinition } from '../../components/seating/chart';
import {
  addArea,
  addRow,
  addSection,
  addTable,
  areaKey,
  deleteSelection,
  duplicateRow,
  emptyDefinition,
  keysInBox,
  moveSelection,
  normalized,
  rowOfSelection,
  seatKey,
  seatKeysOf,
  selectionFacts,
  setAccessible,
  setCategory,
  summaryText,
  tableKey,
} from './edits';

const row = { count: 4, startNumber: 1, direction: 'ltr' as const, spacing: 30, curve: 0, categoryKey: 1 };

/** A chart: Stalls with rows A and B of 4 seats and a round table of 4; Standing, an area of 50. */
function venue() {
  let definition: ChartDefinition = { ...emptyDefinition(), categories: [...emptyDefinition().categories, { key: 2, label: 'Premium', color: '#dc2626' }] };
  const stalls = addSection(definition, 'Stalls');
  definition = stalls.definition;
  const a = addRow(definition, stalls.section.id, 'A', row);
  const b = addRow(a.definition, stalls.section.id, 'B', row);
  const table = addTable(b.definition, stalls.section.id, { label: 'T1', shape: 'round', count: 4, spacing: 26, categoryKey: 1 });
  const standing = addSection(table.definition, 'Standing');
  const area = addArea(standing.definition, standing.section.id, { label: 'Floor', capacity: 50, width: 200, height: 100, categoryKey: 1 });
  return { definition: area.definition, stalls: stalls.section.id, standing: standing.section.id, a: a.row, b: b.row, table: table.table, area: area.area };
}

const seatsOf = (definition: ChartDefinition, sectionIndex = 0, rowIndex = 0) => definition.sections[sectionIndex]!.rows[rowIndex]!.seats;

describe('adding to a chart', () => {
  it('places each new row, table and area below what is drawn, in its section', () => {
    const v = venue();
    const [a, b] = v.definition.sections[0]!.rows;
    expect(a!.seats.map((s) => s.number)).toEqual(['1', '2', '3', '4']);
    expect(b!.seats[0]!.y).toBeGreaterThan(a!.seats[0]!.y);
    expect(v.table.seats.every((s) => s.y > b!.seats[0]!.y)).toBe(true);
    expect(v.area.y).toBeGreaterThan(Math.max(...v.table.seats.map((s) => s.y)));
    expect(summaryText(v.definition)).toBe('Stalls, Standing: 2 sections, 12 seats (2 rows, 1 table), 1 area with 50 places.');
  });
});

describe('changing the selection together', () => {
  it('gives the selected seats, a selected table’s seats and areas the chosen category, and nothing else', () => {
    const v = venue();
    const selection = new Set([seatKey(v.stalls, v.a.id, '2'), seatKey(v.stalls, v.a.id, '3'), tableKey(v.stalls, v.table.id), areaKey(v.standing, v.area.id)]);
    expect(selectionFacts(v.definition, selection)).toMatchObject({ seats: 6, areas: 1, categoryKey: 1 });
    const next = setCategory(v.definition, selection, 2);
    expect(seatsOf(next).map((s) => s.categoryKey)).toEqual([1, 2, 2, 1]);
    expect(seatsOf(next, 0, 1).every((s) => s.categoryKey === 1)).toBe(true);
    expect(next.sections[0]!.tables[0]!.seats.every((s) => s.categoryKey === 2)).toBe(true);
    expect(next.sections[1]!.areas[0]!.categoryKey).toBe(2);
    // The chart it was given is left as it was (the history keeps it).
    expect(seatsOf(v.definition).every((s) => s.categoryKey === 1)).toBe(true);
  });

  it('says when the selected seats’ categories or accessibility differ', () => {
    const v = venue();
    const two = new Set([seatKey(v.stalls, v.a.id, '1'), seatKey(v.stalls, v.a.id, '2')]);
    const mixed = setAccessible(setCategory(v.definition, new Set([seatKey(v.stalls, v.a.id, '1')]), 2), new Set([seatKey(v.stalls, v.a.id, '1')]), true);
    expect(selectionFacts(mixed, two)).toMatchObject({ categoryKey: null, accessible: 'mixed' });
    expect(selectionFacts(setAccessible(mixed, two, true), two).accessible).toBe(true);
  });
});

describe('duplicating a row', () => {
  it('adds the next row right after it, as far below as the row before is above, the same seats', () => {
    const v = venue();
    const copy = duplicateRow(v.definition, v.stalls, v.b.id)!;
    const rows = copy.definition.sections[0]!.rows;
    expect(rows.map((r) => r.label)).toEqual(['A', 'B', 'C']);
    const pitch = v.b.seats[0]!.y - v.a.seats[0]!.y;
    expect(rows[2]!.seats.map((s) => [s.number, s.x, s.y])).toEqual(v.b.seats.map((s) => [s.number, s.x, s.y + pitch]));
  });

  it('skips labels the section has', () => {
    const v = venue();
    const copy = duplicateRow(v.definition, v.stalls, v.a.id)!;
    expect(copy.definition.sections[0]!.rows.map((r) => r.label)).toEqual(['A', 'C', 'B']);
  });

  it('is offered for seats of one row only', () => {
    const v = venue();
    expect(rowOfSelection(v.definition, new Set(seatKeysOf(v.stalls, v.a)))?.row.label).toBe('A');
    expect(rowOfSelection(v.definition, new Set([seatKey(v.stalls, v.a.id, '1'), seatKey(v.stalls, v.b.id, '1')]))).toBeNull();
    expect(rowOfSelection(v.definition, new Set([tableKey(v.stalls, v.table.id)]))).toBeNull();
  });
});

describe('moving and deleting', () => {
  it('moves a selected table with its seats, and single seats alone', () => {
    const v = venue();
    const moved = moveSelection(v.definition, new Set([tableKey(v.stalls, v.table.id), seatKey(v.stalls, v.a.id, '1')]), 10, -5);
    const table = moved.sections[0]!.tables[0]!;
    expect([table.x, table.y]).toEqual([v.table.x + 10, v.table.y - 5]);
    expect(table.seats.map((s) => [s.x, s.y])).toEqual(v.table.seats.map((s) => [s.x + 10, s.y - 5]));
    expect(seatsOf(moved)[0]!.x).toBe(v.a.seats[0]!.x + 10);
    expect(seatsOf(moved)[1]!.x).toBe(v.a.seats[1]!.x);
  });

  it('removes the selection, and rows left without seats', () => {
    const v = venue();
    const next = deleteSelection(v.definition, new Set([...seatKeysOf(v.stalls, v.a), seatKey(v.stalls, v.b.id, '4')]));
    expect(next.sections[0]!.rows.map((r) => [r.label, r.seats.length])).toEqual([['B', 3]]);
  });

  it('selects with a box what lies inside it', () => {
    const v = venue();
    const [first, second] = v.a.seats;
    const keys = keysInBox(v.definition, { minX: first!.x - 1, minY: first!.y - 1, maxX: second!.x + 1, maxY: second!.y + 1 });
    expect(keys).toEqual([seatKey(v.stalls, v.a.id, '1'), seatKey(v.stalls, v.a.id, '2')]);
  });

  it('saves the chart sized to what is drawn, moved only when something lies left of or above its margin', () => {
    const v = venue();
    const kept = normalized(v.definition);
    expect(kept.sections).toEqual(v.definition.sections);
    const xs = (d: ChartDefinition) => d.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => seat.x)));
    expect([kept.width, kept.height]).toEqual([Math.ceil(chartBounds(v.definition)!.maxX + 40), Math.ceil(chartBounds(v.definition)!.maxY + 40)]);
    const moved = normalized(moveSelection(v.definition, new Set([seatKey(v.stalls, v.a.id, '1')]), -1000, 0));
    expect(Math.min(...xs(moved))).toBe(50);
    expect(moved.width).toBeGreaterThan(1000);
  });
});
