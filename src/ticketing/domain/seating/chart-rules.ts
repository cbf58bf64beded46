/**
 * Seat charts: a venue's drawing of its sections, rows, tables and general-admission areas, and the server's
 * rules about it — the labels that name each place, what a valid chart is, which edits a chart accepts once
 * seats are sold, and which seats "best available" offers. Positions come from the designer; they are not
 * rules here, except that seats drawn far apart in a row are not side by side.
 */

export interface ChartCategory {
  /** 1..999; ticket types name the categories they sell through `seatsCategoryKeys`. */
  key: number;
  label: string;
  /** '#rrggbb' */
  color: string;
}

export interface ChartStage {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

export interface ChartText {
  id: string;
  text: string;
  x: number;
  y: number;
}

/** Positions are in the chart's drawing units, tables' seats included (not relative to their table). */
export interface ChartSeat {
  number: string;
  x: number;
  y: number;
  categoryKey: number;
  accessible: boolean;
}

export interface ChartRow {
  id: string;
  label: string;
  /** In the row's seat order: side by side means neighbours in this list. */
  seats: ChartSeat[];
}

export interface ChartTable {
  id: string;
  label: string;
  x: number;
  y: number;
  shape: 'round' | 'rect';
  seats: ChartSeat[];
}

/** General admission: one label with `capacity` places. */
export interface ChartArea {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  capacity: number;
  categoryKey: number;
}

export interface ChartSection {
  id: string;
  label: string;
  rows: ChartRow[];
  tables: ChartTable[];
  areas: ChartArea[];
}

export interface ChartDefinition {
  width: number;
  height: number;
  categories: ChartCategory[];
  stage: ChartStage | null;
  labels: ChartText[];
  sections: ChartSection[];
}

export type PlaceKind = 'seat' | 'table' | 'area';

/** One sellable label of a chart: a seat (row or table) or a whole area with its capacity. */
export interface ChartPlace {
  /** The seat's identity (`seatLabel`): `{section}-{row}-{number}`, `{section}-{table}-{number}` or `{section}-{area}`. */
  label: string;
  kind: PlaceKind;
  section: string;
  row: string | null;
  table: string | null;
  area: string | null;
  number: string | null;
  categoryKey: number;
  accessible: boolean;
  /** 1 for a seat; an area's number of places. */
  capacity: number;
  /** Where it is drawn (an area's corner). */
  x: number;
  y: number;
}

export const CHART_LIMITS = {
  places: 10_000,
  sections: 200,
  categoryKeyMax: 999,
  areaCapacityMax: 10_000,
  nameMaxLength: 100,
  /**
   * Every label drawn (sections, rows, tables, areas, seat numbers, categories, the stage, texts): a seat's label joins
   * three of them, and it must stay short enough to be stored, indexed and sent back (300 characters).
   */
  labelMaxLength: 60,
  /** Labels named in the sold-seats message before '…'. */
  soldLabelsShown: 10,
} as const;

/** `{label}`, `{key}`, `{n}`, `{labels}` stand for the values. */
export const SEATING_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CHART_LIMITS.nameMaxLength} characters`,
  definitionRequired: 'The chart definition is missing',
  sizeInvalid: 'The chart needs a width and a height greater than 0',
  coordinatesInvalid: 'Coordinates must be numbers',
  categoryKeyInvalid: `Category keys are whole numbers from 1 to ${CHART_LIMITS.categoryKeyMax}`,
  categoryTwice: 'Category {key} appears twice',
  categoryLabelRequired: 'Category {key} needs a label',
  categoryColorInvalid: 'Category {key} needs a colour like #1a2b3c',
  sectionLabelRequired: 'Every section needs a label',
  rowLabelRequired: 'Every row needs a label',
  tableLabelRequired: 'Every table needs a label',
  tableShapeInvalid: 'Table {label} must be round or rect',
  areaLabelRequired: 'Every area needs a label',
  seatNumberRequired: 'Every seat needs a number',
  textRequired: 'Every label on the chart needs a text',
  labelTooLong: `Labels and seat numbers must be at most ${CHART_LIMITS.labelMaxLength} characters`,
  accessibleInvalid: 'Seat {label} must say whether it is accessible',
  areaCapacityInvalid: `Area {label} needs a capacity from 1 to ${CHART_LIMITS.areaCapacityMax}`,
  labelTwice: 'Seat {label} appears twice',
  noCategory: 'Seat {label} has no category',
  tooManyPlaces: `A chart has at most ${CHART_LIMITS.places} places`,
  tooManySections: `A chart has at most ${CHART_LIMITS.sections} sections`,
  soldRemoved: 'These seats are sold and cannot be removed or renamed: {labels}',
  areaSold: '{label} has {n} places sold',
  versionConflict: 'This chart was changed by someone else. Reload it to see the changes.',
  usedByEvents: 'This chart is used by events',
  deleted: 'Seat chart deleted successfully',
  notFound: 'Sorry! That seat chart wasn’t found.',
  eventSold: 'Seats have already been sold for this event',
  noSeatsSideBySide: 'No {n} seats side by side are available',
} as const;

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const seatLabel = (...parts: string[]) => parts.join('-');

/** Expands a chart into its places, in chart order: sections, then each section's rows, tables and areas. */
export function chartPlaces(definition: ChartDefinition): ChartPlace[] {
  const places: ChartPlace[] = [];
  for (const section of definition.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        places.push({
          label: seatLabel(section.label, row.label, seat.number),
          kind: 'seat',
          section: section.label,
          row: row.label,
          table: null,
          area: null,
          number: seat.number,
          categoryKey: seat.categoryKey,
          accessible: seat.accessible,
          capacity: 1,
          x: seat.x,
          y: seat.y,
        });
      }
    }
    for (const table of section.tables) {
      for (const seat of table.seats) {
        places.push({
          label: seatLabel(section.label, table.label, seat.number),
          kind: 'table',
          section: section.label,
          row: null,
          table: table.label,
          area: null,
          number: seat.number,
          categoryKey: seat.categoryKey,
          accessible: seat.accessible,
          capacity: 1,
          x: seat.x,
          y: seat.y,
        });
      }
    }
    for (const area of section.areas) {
      places.push({
        label: seatLabel(section.label, area.label),
        kind: 'area',
        section: section.label,
        row: null,
        table: null,
        area: area.label,
        number: null,
        categoryKey: area.categoryKey,
        accessible: false,
        capacity: area.capacity,
        x: area.x,
        y: area.y,
      });
    }
  }
  return places;
}

/** Places a chart's rows count (an area counts its capacity). */
export const placesCount = (places: readonly ChartPlace[]) => places.reduce((sum, place) => sum + place.capacity, 0);

export function checkChartName(name: unknown): { name: string } | { errors: string[] } {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) return { errors: [SEATING_MESSAGES.nameRequired] };
  if (trimmed.length > CHART_LIMITS.nameMaxLength) return { errors: [SEATING_MESSAGES.nameTooLong] };
  return { name: trimmed };
}

/**
 * Reads a chart as sent by a client: checks its shape and the rules, and keeps only the known fields (labels
 * trimmed). All problems are named at once, each message once.
 */
export function readChart(input: unknown): { definition: ChartDefinition } | { errors: string[] } {
  const errors = new Set<string>();
  const problem = (message: string, values: Record<string, string | number> = {}) => void errors.add(fill(message, values));
  if (!isRecord(input)) return { errors: [SEATING_MESSAGES.definitionRequired] };

  const num = (value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    problem(SEATING_MESSAGES.coordinatesInvalid);
    return 0;
  };
  const short = (trimmed: string) => {
    if (trimmed.length > CHART_LIMITS.labelMaxLength) problem(SEATING_MESSAGES.labelTooLong);
    return trimmed;
  };
  const text = (value: unknown, missing: string) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (!trimmed) problem(missing);
    return short(trimmed);
  };
  const id = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = (value: unknown): unknown[] => {
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    problem(SEATING_MESSAGES.definitionRequired);
    return [];
  };
  const records = (value: unknown) =>
    list(value).filter((item): item is Record<string, unknown> => {
      if (isRecord(item)) return true;
      problem(SEATING_MESSAGES.definitionRequired);
      return false;
    });

  const width = input.width;
  const height = input.height;
  if (!(typeof width === 'number' && Number.isFinite(width) && width > 0 && typeof height === 'number' && Number.isFinite(height) && height > 0)) {
    problem(SEATING_MESSAGES.sizeInvalid);
  }

  const categories = records(input.categories).map((category): ChartCategory => {
    const key = category.key;
    const validKey = Number.isInteger(key) && (key as number) >= 1 && (key as number) <= CHART_LIMITS.categoryKeyMax;
    if (!validKey) problem(SEATING_MESSAGES.categoryKeyInvalid);
    const shown = validKey ? (key as number) : String(key);
    const label = short(typeof category.label === 'string' ? category.label.trim() : '');
    if (!label) problem(SEATING_MESSAGES.categoryLabelRequired, { key: shown });
    const color = typeof category.color === 'string' ? category.color : '';
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) problem(SEATING_MESSAGES.categoryColorInvalid, { key: shown });
    return { key: validKey ? (key as number) : 0, label, color: color.toLowerCase() };
  });
  const keys = new Set<number>();
  for (const { key } of categories) {
    if (key && keys.has(key)) problem(SEATING_MESSAGES.categoryTwice, { key });
    keys.add(key);
  }

  let stage: ChartStage | null = null;
  if (isRecord(input.stage)) {
    stage = {
      x: num(input.stage.x),
      y: num(input.stage.y),
      width: num(input.stage.width),
      height: num(input.stage.height),
      label: short(typeof input.stage.label === 'string' ? input.stage.label.trim() : ''),
    };
  } else if (input.stage !== undefined && input.stage !== null) problem(SEATING_MESSAGES.definitionRequired);

  const labels = records(input.labels).map((item): ChartText => ({
    id: id(item.id),
    text: text(item.text, SEATING_MESSAGES.textRequired),
    x: num(item.x),
    y: num(item.y),
  }));

  const seat = (item: Record<string, unknown>): ChartSeat => {
    const number = text(item.number, SEATING_MESSAGES.seatNumberRequired);
    return {
      number,
      x: num(item.x),
      y: num(item.y),
      categoryKey: Number.isInteger(item.categoryKey) ? (item.categoryKey as number) : 0,
      accessible: item.accessible === true,
    };
  };
  const sectionInputs = records(input.sections);
  if (sectionInputs.length > CHART_LIMITS.sections) problem(SEATING_MESSAGES.tooManySections);
  const accessibleInvalid: string[] = [];
  const sections = sectionInputs.map((section): ChartSection => {
    const sectionLabel = text(section.label, SEATING_MESSAGES.sectionLabelRequired);
    const seats = (items: unknown, group: string) =>
      records(items).map((item) => {
        const read = seat(item);
        if (item.accessible !== undefined && typeof item.accessible !== 'boolean') {
          accessibleInvalid.push(seatLabel(sectionLabel, group, read.number));
        }
        return read;
      });
    return {
      id: id(section.id),
      label: sectionLabel,
      rows: records(section.rows).map((row) => {
        const label = text(row.label, SEATING_MESSAGES.rowLabelRequired);
        return { id: id(row.id), label, seats: seats(row.seats, label) };
      }),
      tables: records(section.tables).map((table) => {
        const label = text(table.label, SEATING_MESSAGES.tableLabelRequired);
        if (table.shape !== 'round' && table.shape !== 'rect') problem(SEATING_MESSAGES.tableShapeInvalid, { label: seatLabel(sectionLabel, label) });
        return {
          id: id(table.id),
          label,
          x: num(table.x),
          y: num(table.y),
          shape: table.shape === 'rect' ? 'rect' : 'round',
          seats: seats(table.seats, label),
        };
      }),
      areas: records(section.areas).map((area) => {
        const label = text(area.label, SEATING_MESSAGES.areaLabelRequired);
        const capacity = area.capacity;
        const validCapacity = Number.isInteger(capacity) && (capacity as number) >= 1 && (capacity as number) <= CHART_LIMITS.areaCapacityMax;
        if (!validCapacity) problem(SEATING_MESSAGES.areaCapacityInvalid, { label: seatLabel(sectionLabel, label) });
        return {
          id: id(area.id),
          label,
          x: num(area.x),
          y: num(area.y),
          width: num(area.width),
          height: num(area.height),
          capacity: validCapacity ? (capacity as number) : 0,
          categoryKey: Number.isInteger(area.categoryKey) ? (area.categoryKey as number) : 0,
        };
      }),
    };
  });
  for (const label of accessibleInvalid) problem(SEATING_MESSAGES.accessibleInvalid, { label });

  const definition: ChartDefinition = {
    width: typeof width === 'number' ? width : 0,
    height: typeof height === 'number' ? height : 0,
    categories,
    stage,
    labels,
    sections,
  };
  const places = chartPlaces(definition);
  const seen = new Set<string>();
  for (const place of places) {
    if (seen.has(place.label)) problem(SEATING_MESSAGES.labelTwice, { label: place.label });
    seen.add(place.label);
    if (!keys.has(place.categoryKey) || place.categoryKey === 0) problem(SEATING_MESSAGES.noCategory, { label: place.label });
  }
  if (placesCount(places) > CHART_LIMITS.places) problem(SEATING_MESSAGES.tooManyPlaces);

  return errors.size ? { errors: [...errors] } : { definition };
}

/** The problems of a chart as sent by a client; empty when it is valid. */
export function validateChart(input: unknown): string[] {
  const read = readChart(input);
  return 'errors' in read ? read.errors : [];
}

/**
 * Why a new definition cannot replace a chart whose seats are sold or held (empty when it can). `soldOrHeld`
 * counts the places sold or held per label on the dates using the chart (the most on any one date).
 * `stillMatches(oldKey, newKey)` says whether a seat sold in category `oldKey` may move to `newKey` (its ticket
 * type sells both); by default a sold seat keeps its category.
 */
export function chartEditRefusal(
  oldPlaces: readonly ChartPlace[],
  newDefinition: ChartDefinition,
  soldOrHeld: ReadonlyMap<string, number>,
  stillMatches: (oldKey: number, newKey: number) => boolean = (oldKey, newKey) => oldKey === newKey,
): string[] {
  const next = new Map(chartPlaces(newDefinition).map((place) => [place.label, place]));
  const lost: string[] = [];
  const areas: string[] = [];
  for (const old of oldPlaces) {
    const taken = soldOrHeld.get(old.label) ?? 0;
    if (taken <= 0) continue;
    const now = next.get(old.label);
    if (!now || now.kind !== old.kind || !stillMatches(old.categoryKey, now.categoryKey)) lost.push(old.label);
    else if (now.capacity < taken) areas.push(fill(SEATING_MESSAGES.areaSold, { label: old.label, n: taken }));
  }
  const refusals: string[] = [];
  if (lost.length) {
    const shown = lost.slice(0, CHART_LIMITS.soldLabelsShown).join(', ');
    refusals.push(fill(SEATING_MESSAGES.soldRemoved, { labels: lost.length > CHART_LIMITS.soldLabelsShown ? `${shown}, …` : shown }));
  }
  return [...refusals, ...areas];
}

export interface BestAvailableRequest {
  quantity: number;
  /** Only seats of these categories (any category when absent or empty). */
  categoryKeys?: readonly number[];
  /** Only accessible seats (areas have no accessible places). */
  accessible?: boolean;
}

/** Places offered: a seat (quantity 1) or `quantity` places of one area. */
export interface OfferedPlace {
  label: string;
  categoryKey: number;
  quantity: number;
}

/** Seats this much wider apart than a row's usual spacing stand on either side of an aisle. */
const AISLE_FACTOR = 1.5;

/**
 * N free seats side by side in one row (neighbours in the row's seat order, none taken between, no aisle),
 * best = earliest section in the chart, then earliest row of the section (tables count as rows, after them),
 * then the run closest to the row's middle (the earlier run on a tie); an area gives N places of itself.
 * `places` in chart order (as `chartPlaces` gives them); `free` counts the free places per label (1 for a free
 * seat, an area's free places) — a label it lacks is taken. Null when nothing fits.
 */
export function bestAvailable(places: readonly ChartPlace[], free: ReadonlyMap<string, number>, request: BestAvailableRequest): OfferedPlace[] | null {
  const quantity = request.quantity;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const categories = request.categoryKeys?.length ? new Set(request.categoryKeys) : null;
  const fits = (place: ChartPlace) => (!categories || categories.has(place.categoryKey)) && (!request.accessible || place.accessible);

  for (const line of lines(places)) {
    if (line[0]!.kind === 'area') {
      const area = line[0]!;
      if (fits(area) && (free.get(area.label) ?? 0) >= quantity) return [{ label: area.label, categoryKey: area.categoryKey, quantity }];
      continue;
    }
    const run = bestRun(line, free, quantity, fits);
    if (run) return run;
  }
  return null;
}

/** Places grouped by row, table or area, keeping their order. */
function lines(places: readonly ChartPlace[]): ChartPlace[][] {
  const grouped: ChartPlace[][] = [];
  let key = '';
  for (const place of places) {
    const next = JSON.stringify([place.kind, place.section, place.row, place.table, place.area]);
    if (place.kind === 'area' || next !== key) grouped.push([]);
    grouped[grouped.length - 1]!.push(place);
    key = next;
  }
  return grouped;
}

function bestRun(
  seats: readonly ChartPlace[],
  free: ReadonlyMap<string, number>,
  quantity: number,
  wanted: (seat: ChartPlace) => boolean,
): OfferedPlace[] | null {
  if (seats.length < quantity) return null;
  const usable = seats.map((seat) => wanted(seat) && (free.get(seat.label) ?? 0) > 0);
  const gaps = seats.slice(1).map((seat, index) => Math.hypot(seat.x - seats[index]!.x, seat.y - seats[index]!.y));
  const usual = median(gaps);
  // aisleAfter[i]: seats i and i + 1 are not side by side.
  const aisleAfter = gaps.map((gap) => usual > 0 && gap > usual * AISLE_FACTOR);
  const middle = (seats.length - 1) / 2;
  let best: { start: number; distance: number } | null = null;
  for (let start = 0; start + quantity <= seats.length; start++) {
    let ok = true;
    for (let index = start; index < start + quantity && ok; index++) {
      ok = usable[index]! && (index === start || !aisleAfter[index - 1]);
    }
    if (!ok) continue;
    const distance = Math.abs(start + (quantity - 1) / 2 - middle);
    if (!best || distance < best.distance) best = { start, distance };
  }
  if (!best) return null;
  return seats.slice(best.start, best.start + quantity).map((seat) => ({ label: seat.label, categoryKey: seat.categoryKey, quantity: 1 }));
}

function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An owner's (a venue's) chart; `version` counts its saves, so an edit made on an older one is refused. */
export interface SeatChart {
  id: string;
  ownerId: string;
  name: string;
  version: number;
  definition: ChartDefinition;
  createdAt: Date;
  updatedAt: Date;
}

/** The chart categories a ticket type sells: whole numbers, each once, zeros dropped (seed 000 §3). */
export const ticketCategoryKeys = (keys: readonly number[] | undefined): number[] => [...new Set((keys ?? []).filter((key) => Number.isInteger(key) && key > 0))];
