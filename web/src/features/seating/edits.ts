import {
  chartBounds,
  SEAT_RADIUS,
  type Bounds,
  type ChartArea,
  type ChartCategory,
  type ChartDefinition,
  type ChartRow,
  type ChartSeat,
  type ChartSection,
  type ChartTable,
} from '../../components/seating/chart';
import type { Point } from '../../components/seating/zoom';
import { nextRowLabel, rowSeats, tableSeats, type RowOptions } from './generators';

/**
 * The designer's edits: each takes a chart definition and gives a new one (never changing the one it got), so
 * that the history can keep every step. The selection names drawn things by keys (see below).
 */

/** Selection keys: a seat of a row or table, a table (its top and seats), an area, a text, the stage. */
export const seatKey = (sectionId: string, parentId: string, number: string) => `seat|${sectionId}|${parentId}|${number}`;
export const tableKey = (sectionId: string, tableId: string) => `table|${sectionId}|${tableId}`;
export const areaKey = (sectionId: string, areaId: string) => `area|${sectionId}|${areaId}`;
export const textKey = (id: string) => `text|${id}`;
export const STAGE_KEY = 'stage';

export type Selection = ReadonlySet<string>;

/** A new id for a drawn thing, unique enough within a chart. */
export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** Space between things the designer places one below the other. */
const GAP = 40;

export const emptyDefinition = (): ChartDefinition => ({
  width: 800,
  height: 600,
  categories: [{ key: 1, label: 'Standard', color: '#2563eb' }],
  stage: null,
  labels: [],
  sections: [],
});

export interface SelectableItem {
  key: string;
  x: number;
  y: number;
}

/** Everything selectable, at its centre (an area's and the stage's middle). */
export function selectableItems(definition: ChartDefinition): SelectableItem[] {
  const items: SelectableItem[] = [];
  const { stage } = definition;
  if (stage) items.push({ key: STAGE_KEY, x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 });
  for (const text of definition.labels) items.push({ key: textKey(text.id), x: text.x, y: text.y });
  for (const section of definition.sections) {
    for (const row of section.rows) for (const seat of row.seats) items.push({ key: seatKey(section.id, row.id, seat.number), x: seat.x, y: seat.y });
    for (const table of section.tables) {
      items.push({ key: tableKey(section.id, table.id), x: table.x, y: table.y });
      for (const seat of table.seats) items.push({ key: seatKey(section.id, table.id, seat.number), x: seat.x, y: seat.y });
    }
    for (const area of section.areas) items.push({ key: areaKey(section.id, area.id), x: area.x + area.width / 2, y: area.y + area.height / 2 });
  }
  return items;
}

/** The keys of what lies (by its centre) inside the box. */
export function keysInBox(definition: ChartDefinition, box: Bounds): string[] {
  return selectableItems(definition)
    .filter((item) => item.x >= box.minX && item.x <= box.maxX && item.y >= box.minY && item.y <= box.maxY)
    .map((item) => item.key);
}

/** The selection without keys of things no longer drawn (after an undo or a delete). */
export function existingKeys(definition: ChartDefinition, selection: Selection): Set<string> {
  const present = new Set(selectableItems(definition).map((item) => item.key));
  return new Set([...selection].filter((key) => present.has(key)));
}

/** Every seat key of a row or table. */
export const seatKeysOf = (sectionId: string, parent: ChartRow | ChartTable) => parent.seats.map((seat) => seatKey(sectionId, parent.id, seat.number));

type SeatFn = (seat: ChartSeat) => ChartSeat;

/** The definition with `change` applied to the selected seats (a selected table's seats included) and `areaChange` to selected areas. */
function mapSelected(definition: ChartDefinition, selection: Selection, change: SeatFn, areaChange: (area: ChartArea) => ChartArea = (a) => a): ChartDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({ ...row, seats: row.seats.map((seat) => (selection.has(seatKey(section.id, row.id, seat.number)) ? change(seat) : seat)) })),
      tables: section.tables.map((table) => {
        const whole = selection.has(tableKey(section.id, table.id));
        return { ...table, seats: table.seats.map((seat) => (whole || selection.has(seatKey(section.id, table.id, seat.number)) ? change(seat) : seat)) };
      }),
      areas: section.areas.map((area) => (selection.has(areaKey(section.id, area.id)) ? areaChange(area) : area)),
    })),
  };
}

/** Selected seats and areas sell as `categoryKey`. */
export const setCategory = (definition: ChartDefinition, selection: Selection, categoryKey: number) =>
  mapSelected(
    definition,
    selection,
    (seat) => ({ ...seat, categoryKey }),
    (area) => ({ ...area, categoryKey }),
  );

/** Selected seats are (or are not) accessible. */
export const setAccessible = (definition: ChartDefinition, selection: Selection, accessible: boolean) => mapSelected(definition, selection, (seat) => ({ ...seat, accessible }));

/** What the selection holds, for the selection panel: its seats and areas, with their categories. */
export function selectionFacts(definition: ChartDefinition, selection: Selection) {
  const seats: ChartSeat[] = [];
  const areas: ChartArea[] = [];
  mapSelected(
    definition,
    selection,
    (seat) => (seats.push(seat), seat),
    (area) => (areas.push(area), area),
  );
  const categories = new Set([...seats.map((s) => s.categoryKey), ...areas.map((a) => a.categoryKey)]);
  return {
    seats: seats.length,
    areas: areas.length,
    /** The one category of everything selected, or null when they differ (or nothing is selected). */
    categoryKey: categories.size === 1 ? [...categories][0]! : null,
    /** true, false, or 'mixed'. */
    accessible: seats.length === 0 ? false : seats.every((s) => s.accessible) ? true : seats.some((s) => s.accessible) ? ('mixed' as const) : false,
  };
}

const shift = <T extends Point>(thing: T, dx: number, dy: number): T => ({ ...thing, x: thing.x + dx, y: thing.y + dy });

/** The selection moved by (dx, dy): seats, tables (top and seats together), areas, texts, the stage. */
export function moveSelection(definition: ChartDefinition, selection: Selection, dx: number, dy: number): ChartDefinition {
  if (dx === 0 && dy === 0) return definition;
  const { stage } = definition;
  return {
    ...definition,
    stage: stage && selection.has(STAGE_KEY) ? shift(stage, dx, dy) : stage,
    labels: definition.labels.map((text) => (selection.has(textKey(text.id)) ? shift(text, dx, dy) : text)),
    sections: definition.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({ ...row, seats: row.seats.map((seat) => (selection.has(seatKey(section.id, row.id, seat.number)) ? shift(seat, dx, dy) : seat)) })),
      tables: section.tables.map((table) => {
        if (selection.has(tableKey(section.id, table.id))) return { ...shift(table, dx, dy), seats: table.seats.map((seat) => shift(seat, dx, dy)) };
        return { ...table, seats: table.seats.map((seat) => (selection.has(seatKey(section.id, table.id, seat.number)) ? shift(seat, dx, dy) : seat)) };
      }),
      areas: section.areas.map((area) => (selection.has(areaKey(section.id, area.id)) ? shift(area, dx, dy) : area)),
    })),
  };
}

/** The chart without the selection; rows and tables left without seats go too. */
export function deleteSelection(definition: ChartDefinition, selection: Selection): ChartDefinition {
  const keep = (sectionId: string, parentId: string) => (seat: ChartSeat) => !selection.has(seatKey(sectionId, parentId, seat.number));
  return {
    ...definition,
    stage: selection.has(STAGE_KEY) ? null : definition.stage,
    labels: definition.labels.filter((text) => !selection.has(textKey(text.id))),
    sections: definition.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({ ...row, seats: row.seats.filter(keep(section.id, row.id)) })).filter((row) => row.seats.length > 0),
      tables: section.tables
        .filter((table) => !selection.has(tableKey(section.id, table.id)))
        .map((table) => ({ ...table, seats: table.seats.filter(keep(section.id, table.id)) }))
        .filter((table) => table.seats.length > 0),
      areas: section.areas.filter((area) => !selection.has(areaKey(section.id, area.id))),
    })),
  };
}

/** The row every selected seat belongs to, when they are all of one row. */
export function rowOfSelection(definition: ChartDefinition, selection: Selection): { section: ChartSection; row: ChartRow } | null {
  let found: { section: ChartSection; row: ChartRow } | null = null;
  if (selection.size === 0) return null;
  for (const key of selection) {
    const [kind, sectionId, parentId] = key.split('|');
    if (kind !== 'seat') return null;
    const section = definition.sections.find((s) => s.id === sectionId);
    const row = section?.rows.find((r) => r.id === parentId);
    if (!section || !row || (found && found.row !== row)) return null;
    found = { section, row };
  }
  return found;
}

const meanY = (row: ChartRow) => row.seats.reduce((sum, seat) => sum + seat.y, 0) / Math.max(row.seats.length, 1);

/** How far apart neighbouring seats of a row are (the smallest gap; 2 seats' width when it has one seat). */
function seatSpacing(row: ChartRow): number {
  const gaps = row.seats.slice(1).map((seat, i) => Math.hypot(seat.x - row.seats[i]!.x, seat.y - row.seats[i]!.y));
  return gaps.length ? Math.min(...gaps) : 3 * SEAT_RADIUS;
}

/**
 * A copy of the row right after it in its section, labelled as the next row (A → B, skipping labels the section has)
 * and placed below it: as far as the row before it is above, else a little more than its seat spacing.
 */
export function duplicateRow(definition: ChartDefinition, sectionId: string, rowId: string): { definition: ChartDefinition; row: ChartRow } | null {
  const section = definition.sections.find((s) => s.id === sectionId);
  const index = section?.rows.findIndex((r) => r.id === rowId) ?? -1;
  if (!section || index < 0) return null;
  const source = section.rows[index]!;
  const previous = section.rows[index - 1];
  const pitch = previous && meanY(source) - meanY(previous) > 2 * SEAT_RADIUS ? meanY(source) - meanY(previous) : Math.max(seatSpacing(source) * 1.25, 2 * SEAT_RADIUS + 6);
  const taken = new Set(section.rows.map((r) => r.label));
  let label = nextRowLabel(source.label);
  while (taken.has(label)) label = nextRowLabel(label);
  const row: ChartRow = { id: newId('row'), label, seats: source.seats.map((seat) => ({ ...seat, y: Math.round((seat.y + pitch) * 100) / 100 })) };
  const rows = [...section.rows.slice(0, index + 1), row, ...section.rows.slice(index + 1)];
  return { definition: replaceSection(definition, { ...section, rows }), row };
}

const replaceSection = (definition: ChartDefinition, section: ChartSection): ChartDefinition => ({
  ...definition,
  sections: definition.sections.map((s) => (s.id === section.id ? section : s)),
});

/** Where the next thing `height` tall goes: centred below everything drawn (or at the top of an empty chart). */
export function placeBelow(definition: ChartDefinition, height: number): Point {
  const bounds = chartBounds(definition);
  if (!bounds) return { x: definition.width / 2, y: GAP * 2 + height / 2 };
  return { x: Math.round((bounds.minX + bounds.maxX) / 2), y: Math.round(bounds.maxY + GAP + height / 2) };
}

export function addSection(definition: ChartDefinition, label: string): { definition: ChartDefinition; section: ChartSection } {
  const section: ChartSection = { id: newId('section'), label, rows: [], tables: [], areas: [] };
  return { definition: { ...definition, sections: [...definition.sections, section] }, section };
}

export const renameSection = (definition: ChartDefinition, sectionId: string, label: string): ChartDefinition => ({
  ...definition,
  sections: definition.sections.map((s) => (s.id === sectionId ? { ...s, label } : s)),
});

export const deleteSection = (definition: ChartDefinition, sectionId: string): ChartDefinition => ({
  ...definition,
  sections: definition.sections.filter((s) => s.id !== sectionId),
});

function withSection(definition: ChartDefinition, sectionId: string, change: (section: ChartSection) => ChartSection): ChartDefinition {
  const section = definition.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`No section ${sectionId}`);
  return replaceSection(definition, change(section));
}

/** A generated row placed below everything drawn. */
export function addRow(definition: ChartDefinition, sectionId: string, label: string, options: Omit<RowOptions, 'center'>): { definition: ChartDefinition; row: ChartRow } {
  const draft = rowSeats({ ...options, center: { x: 0, y: 0 } });
  const depth = Math.max(...draft.map((s) => Math.abs(s.y)), 0) + 2 * SEAT_RADIUS;
  const at = placeBelow(definition, depth);
  const row: ChartRow = { id: newId('row'), label, seats: rowSeats({ ...options, center: { x: at.x, y: at.y - depth / 2 + SEAT_RADIUS } }) };
  return { definition: withSection(definition, sectionId, (s) => ({ ...s, rows: [...s.rows, row] })), row };
}

/** A table with its seats around, placed below everything drawn. */
export function addTable(
  definition: ChartDefinition,
  sectionId: string,
  options: { label: string; shape: 'round' | 'rect'; count: number; spacing: number; categoryKey: number },
): { definition: ChartDefinition; table: ChartTable } {
  const draft = tableSeats({ ...options, center: { x: 0, y: 0 } });
  const height = 2 * (Math.max(...draft.map((s) => Math.abs(s.y)), 0) + SEAT_RADIUS);
  const at = placeBelow(definition, height);
  const table: ChartTable = { id: newId('table'), label: options.label, shape: options.shape, x: at.x, y: at.y, seats: tableSeats({ ...options, center: at }) };
  return { definition: withSection(definition, sectionId, (s) => ({ ...s, tables: [...s.tables, table] })), table };
}

/** A general-admission area placed below everything drawn. */
export function addArea(
  definition: ChartDefinition,
  sectionId: string,
  options: { label: string; capacity: number; width: number; height: number; categoryKey: number },
): { definition: ChartDefinition; area: ChartArea } {
  const at = placeBelow(definition, options.height);
  const area: ChartArea = { id: newId('area'), ...options, x: at.x - options.width / 2, y: at.y - options.height / 2 };
  return { definition: withSection(definition, sectionId, (s) => ({ ...s, areas: [...s.areas, area] })), area };
}

export function addText(definition: ChartDefinition, text: string): { definition: ChartDefinition; id: string } {
  const at = placeBelow(definition, 20);
  const id = newId('text');
  return { definition: { ...definition, labels: [...definition.labels, { id, text, x: at.x, y: at.y }] }, id };
}

/** The stage with this label and size: where it was, or centred above everything drawn. */
export function setStage(definition: ChartDefinition, { label, width, height }: { label: string; width: number; height: number }): ChartDefinition {
  const { stage } = definition;
  if (stage) return { ...definition, stage: { ...stage, label, width, height, x: stage.x + (stage.width - width) / 2 } };
  const bounds = chartBounds(definition);
  const centerX = bounds ? (bounds.minX + bounds.maxX) / 2 : definition.width / 2;
  const y = bounds ? bounds.minY - GAP - height : GAP;
  return { ...definition, stage: { label, width, height, x: Math.round(centerX - width / 2), y: Math.round(y) } };
}

/** The next free category key. */
export const nextCategoryKey = (categories: readonly ChartCategory[]) => Math.max(0, ...categories.map((c) => c.key)) + 1;

export const addCategory = (definition: ChartDefinition, category: Omit<ChartCategory, 'key'>): ChartDefinition => ({
  ...definition,
  categories: [...definition.categories, { key: nextCategoryKey(definition.categories), ...category }],
});

export const updateCategory = (definition: ChartDefinition, key: number, change: Partial<Omit<ChartCategory, 'key'>>): ChartDefinition => ({
  ...definition,
  categories: definition.categories.map((c) => (c.key === key ? { ...c, ...change } : c)),
});

/** Whether any seat or area sells as the category (then it cannot be removed). */
export const categoryInUse = (definition: ChartDefinition, key: number) =>
  definition.sections.some(
    (s) => s.rows.some((r) => r.seats.some((seat) => seat.categoryKey === key)) || s.tables.some((t) => t.seats.some((seat) => seat.categoryKey === key)) || s.areas.some((a) => a.categoryKey === key),
  );

export const removeCategory = (definition: ChartDefinition, key: number): ChartDefinition => ({ ...definition, categories: definition.categories.filter((c) => c.key !== key) });

/** Counts for the canvas's text summary. */
export function chartSummary(definition: ChartDefinition) {
  const sections = definition.sections;
  const rowSeatsCount = sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.seats.length, 0), 0);
  const tableSeatsCount = sections.reduce((n, s) => n + s.tables.reduce((m, t) => m + t.seats.length, 0), 0);
  return {
    sections: sections.length,
    rows: sections.reduce((n, s) => n + s.rows.length, 0),
    tables: sections.reduce((n, s) => n + s.tables.length, 0),
    areas: sections.reduce((n, s) => n + s.areas.length, 0),
    seats: rowSeatsCount + tableSeatsCount,
    areaPlaces: sections.reduce((n, s) => n + s.areas.reduce((m, a) => m + a.capacity, 0), 0),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 'Stalls, Balcony: 2 sections, 84 seats (6 rows, 1 table), 1 area with 50 places, a stage.' */
export function summaryText(definition: ChartDefinition): string {
  const s = chartSummary(definition);
  if (s.sections === 0) return definition.stage ? 'No sections yet; a stage.' : 'No sections yet.';
  const parts = [plural(s.sections, 'section'), `${plural(s.seats, 'seat')} (${plural(s.rows, 'row')}, ${plural(s.tables, 'table')})`];
  if (s.areas) parts.push(`${plural(s.areas, 'area')} with ${plural(s.areaPlaces, 'place')}`);
  if (definition.stage) parts.push('a stage');
  return `${definition.sections.map((x) => x.label).join(', ')}: ${parts.join(', ')}.`;
}

/**
 * The chart as saved: sized to what is drawn with `margin` units around it, and moved right or down only when
 * something lies above or left of that margin (so that pickers drawing from 0, 0 show everything).
 */
export function normalized(definition: ChartDefinition, margin = 40): ChartDefinition {
  const bounds = chartBounds(definition);
  if (!bounds) return definition;
  const dx = bounds.minX < margin ? Math.ceil(margin - bounds.minX) : 0;
  const dy = bounds.minY < margin ? Math.ceil(margin - bounds.minY) : 0;
  const everything = new Set(selectableItems(definition).map((item) => item.key));
  const moved = moveSelection(definition, everything, dx, dy);
  return { ...moved, width: Math.ceil(bounds.maxX + dx + margin), height: Math.ceil(bounds.maxY + dy + margin) };
}
