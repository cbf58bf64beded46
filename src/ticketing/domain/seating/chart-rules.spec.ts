import {
  bestAvailable,
  type ChartDefinition,
  chartEditRefusal,
  chartPlaces,
  type ChartSeat,
  checkChartName,
  placesCount,
  readChart,
  validateChart,
} from './chart-rules.js';

/** A straight row of `count` seats, 10 units apart, numbered from 1 (or from `count` down when `rtl`). */
const row = (label: string, count: number, categoryKey = 1, options: { rtl?: boolean; accessible?: number[]; aisleAfter?: number } = {}) => ({
  id: `row-${label}`,
  label,
  seats: Array.from({ length: count }, (_, index): ChartSeat => {
    const number = options.rtl ? count - index : index + 1;
    const aisle = options.aisleAfter !== undefined && index >= options.aisleAfter ? 20 : 0;
    return { number: String(number), x: index * 10 + aisle, y: 0, categoryKey, accessible: options.accessible?.includes(number) ?? false };
  }),
});

const chart = (sections: ChartDefinition['sections'], categories = [1, 2, 3]): ChartDefinition => ({
  width: 1000,
  height: 800,
  categories: categories.map((key) => ({ key, label: `Category ${key}`, color: '#336699' })),
  stage: { x: 0, y: 0, width: 100, height: 20, label: 'Stage' },
  labels: [],
  sections,
});

const section = (label: string, parts: Partial<ChartDefinition['sections'][number]>) => ({ id: label, label, rows: [], tables: [], areas: [], ...parts });

const table = (label: string, seats: number, categoryKey = 3) => ({
  id: `table-${label}`,
  label,
  x: 500,
  y: 500,
  shape: 'round' as const,
  seats: Array.from({ length: seats }, (_, index): ChartSeat => ({
    number: String(index + 1),
    x: 500 + Math.round(30 * Math.cos((index * 2 * Math.PI) / seats)),
    y: 500 + Math.round(30 * Math.sin((index * 2 * Math.PI) / seats)),
    categoryKey,
    accessible: false,
  })),
});

const area = (label: string, capacity: number, categoryKey = 2) => ({ id: `area-${label}`, label, x: 10, y: 600, width: 200, height: 100, capacity, categoryKey });

/** Every place free (areas with all their places). */
const allFree = (definition: ChartDefinition) => new Map(chartPlaces(definition).map((place) => [place.label, place.capacity]));
const taking = (free: Map<string, number>, ...labels: string[]) => {
  for (const label of labels) free.set(label, 0);
  return free;
};
const labelsOf = (offer: ReturnType<typeof bestAvailable>) => offer?.map((place) => place.label) ?? null;

describe('seat chart places', () => {
  it('names row seats section-row-number, table seats section-table-number and areas section-area', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 2)], tables: [table('T1', 2)], areas: [area('Standing', 50)] })]);

    const places = chartPlaces(definition);

    expect(places.map((place) => [place.label, place.kind, place.capacity])).toEqual([
      ['Stalls-A-1', 'seat', 1],
      ['Stalls-A-2', 'seat', 1],
      ['Stalls-T1-1', 'table', 1],
      ['Stalls-T1-2', 'table', 1],
      ['Stalls-Standing', 'area', 50],
    ]);
    expect(places[0]).toMatchObject({ section: 'Stalls', row: 'A', table: null, area: null, number: '1', categoryKey: 1, accessible: false });
    expect(places[2]).toMatchObject({ row: null, table: 'T1', number: '1', categoryKey: 3 });
    expect(places[4]).toMatchObject({ area: 'Standing', number: null, categoryKey: 2 });
    expect(placesCount(places)).toBe(54);
  });
});

describe('seat chart validation', () => {
  const valid = () => chart([section('Stalls', { rows: [row('A', 3)], tables: [table('T1', 4)], areas: [area('Standing', 20)] })]);

  it('accepts a valid chart and keeps its fields trimmed', () => {
    const input = { ...valid(), extra: 'dropped', sections: [{ ...valid().sections[0], label: '  Stalls ' }] };

    const read = readChart(input);

    expect(read).toEqual({ definition: valid() });
    expect(validateChart(valid())).toEqual([]);
  });

  it('names a label that appears twice', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 3), row('A', 2)] })]);

    expect(validateChart(definition)).toEqual(['Seat Stalls-A-1 appears twice', 'Seat Stalls-A-2 appears twice']);
  });

  it('names a seat whose category the chart does not define', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 1, 7)], areas: [area('Standing', 5, 9)] })]);

    expect(validateChart(definition)).toEqual(['Seat Stalls-A-1 has no category', 'Seat Stalls-Standing has no category']);
  });

  it('refuses category keys that repeat or fall outside 1..999, colours that are not #rrggbb and empty labels', () => {
    const definition = {
      ...chart([]),
      categories: [
        { key: 1, label: 'Stalls', color: '#336699' },
        { key: 1, label: 'Again', color: '#336699' },
        { key: 1000, label: 'Big', color: '#336699' },
        { key: 2, label: ' ', color: 'blue' },
      ],
    };

    expect(validateChart(definition)).toEqual([
      'Category keys are whole numbers from 1 to 999',
      'Category 2 needs a label',
      'Category 2 needs a colour like #1a2b3c',
      'Category 1 appears twice',
    ]);
  });

  it('asks for names of sections, rows, tables, areas and seats', () => {
    const definition = chart([
      section(' ', {
        rows: [{ id: 'r', label: '', seats: [{ number: '', x: 0, y: 0, categoryKey: 1, accessible: false }] }],
        tables: [{ ...table('', 1), label: '' }],
        areas: [{ ...area('', 1), label: '' }],
      }),
    ]);

    expect(validateChart(definition)).toEqual(
      expect.arrayContaining([
        'Every section needs a label',
        'Every row needs a label',
        'Every seat needs a number',
        'Every table needs a label',
        'Every area needs a label',
      ]),
    );
  });

  it('refuses coordinates that are not finite numbers and a missing size', () => {
    const definition = { ...chart([section('Stalls', { rows: [{ id: 'r', label: 'A', seats: [{ number: '1', x: Number.NaN, y: '3' as unknown as number, categoryKey: 1, accessible: false }] }] })]), width: 0 };

    expect(validateChart(definition)).toEqual(['The chart needs a width and a height greater than 0', 'Coordinates must be numbers']);
  });

  it('refuses an area capacity outside 1..10000 and a table shape other than round or rect', () => {
    const definition = chart([section('Stalls', { tables: [{ ...table('T1', 1), shape: 'oval' as 'round' }], areas: [area('Floor', 0), area('Field', 10_001)] })]);

    expect(validateChart(definition)).toEqual([
      'Table Stalls-T1 must be round or rect',
      'Area Stalls-Floor needs a capacity from 1 to 10000',
      'Area Stalls-Field needs a capacity from 1 to 10000',
    ]);
  });

  it('allows 10 000 places and 200 sections, not more', () => {
    const tenThousand = chart([section('Floor', { areas: [area('A', 9_999), area('B', 1)] })]);
    const tooMany = chart([section('Floor', { areas: [area('A', 9_999)], rows: [row('R', 2)] })]);
    const sections = (count: number) => chart(Array.from({ length: count }, (_, index) => section(`S${index}`, {})));

    expect(validateChart(tenThousand)).toEqual([]);
    expect(validateChart(tooMany)).toEqual(['A chart has at most 10000 places']);
    expect(validateChart(sections(200))).toEqual([]);
    expect(validateChart(sections(201))).toEqual(['A chart has at most 200 sections']);
  });

  it('refuses labels and seat numbers longer than 60 characters, so that every seat label can be stored and sent back', () => {
    const long = 'x'.repeat(61);
    const definition = chart([section('Stalls', { rows: [{ ...row('A', 1), seats: [{ number: long, x: 0, y: 0, categoryKey: 1, accessible: false }] }] }), section(long, {})]);

    expect(validateChart(definition)).toEqual(['Labels and seat numbers must be at most 60 characters']);
    expect(validateChart(chart([section('x'.repeat(60), { rows: [row('y'.repeat(60), 1)] })]))).toEqual([]);
  });

  it.each([null, 'chart', [], 12])('refuses a definition that is no object: %p', (input) => {
    expect(validateChart(input)).toEqual(['The chart definition is missing']);
  });

  it.each([
    [undefined, ['Name is required']],
    ['  ', ['Name is required']],
    ['x'.repeat(101), ['Name must be at most 100 characters']],
  ])('checks a chart name: %p', (name, errors) => {
    expect(checkChartName(name)).toEqual({ errors });
  });

  it('keeps a chart name trimmed', () => {
    expect(checkChartName(' Riverside Hall ')).toEqual({ name: 'Riverside Hall' });
  });
});

describe('editing a chart once seats are sold', () => {
  const before = chart([section('Stalls', { rows: [row('A', 4), row('B', 4)], areas: [area('Standing', 50)] })]);
  const oldPlaces = chartPlaces(before);

  it('allows any edit that keeps the sold seats, their names and categories', () => {
    const after = chart([section('Stalls', { rows: [row('A', 6), row('B', 2)], areas: [area('Standing', 10)] })]);

    expect(chartEditRefusal(oldPlaces, after, new Map([['Stalls-A-1', 1], ['Stalls-Standing', 10]]))).toEqual([]);
  });

  it('allows removing seats nobody bought', () => {
    const after = chart([section('Stalls', { rows: [row('A', 4)] })]);

    expect(chartEditRefusal(oldPlaces, after, new Map([['Stalls-B-1', 0]]))).toEqual([]);
  });

  it('names the sold seats an edit would remove, rename or move to another category', () => {
    const renamed = chart([section('Stalls', { rows: [row('A', 3), row('C', 4)], areas: [area('Standing', 50)] })]);
    const recategorized = chart([section('Stalls', { rows: [row('A', 4, 2), row('B', 4)], areas: [area('Standing', 50)] })]);
    const sold = new Map([['Stalls-A-4', 1], ['Stalls-B-2', 1]]);

    expect(chartEditRefusal(oldPlaces, renamed, sold)).toEqual(['These seats are sold and cannot be removed or renamed: Stalls-A-4, Stalls-B-2']);
    expect(chartEditRefusal(oldPlaces, recategorized, sold)).toEqual(['These seats are sold and cannot be removed or renamed: Stalls-A-4']);
  });

  it('accepts a new category the sold seat’s ticket type also sells', () => {
    const recategorized = chart([section('Stalls', { rows: [row('A', 4, 2), row('B', 4)], areas: [area('Standing', 50)] })]);

    expect(chartEditRefusal(oldPlaces, recategorized, new Map([['Stalls-A-4', 1]]), (from, to) => from === 1 && to === 2)).toEqual([]);
  });

  it('names the first 10 sold seats, then …', () => {
    const wide = chart([section('Stalls', { rows: [row('A', 12)] })]);
    const sold = new Map(chartPlaces(wide).map((place) => [place.label, 1]));

    const refusal = chartEditRefusal(chartPlaces(wide), chart([]), sold);

    expect(refusal).toEqual([
      'These seats are sold and cannot be removed or renamed: Stalls-A-1, Stalls-A-2, Stalls-A-3, Stalls-A-4, Stalls-A-5, Stalls-A-6, Stalls-A-7, Stalls-A-8, Stalls-A-9, Stalls-A-10, …',
    ]);
  });

  it('keeps an area at least as large as its sold places', () => {
    const smaller = chart([section('Stalls', { rows: [row('A', 4), row('B', 4)], areas: [area('Standing', 9)] })]);

    expect(chartEditRefusal(oldPlaces, smaller, new Map([['Stalls-Standing', 10]]))).toEqual(['Stalls-Standing has 10 places sold']);
    expect(chartEditRefusal(oldPlaces, smaller, new Map([['Stalls-Standing', 9]]))).toEqual([]);
  });
});

describe('best available seats', () => {
  it('offers the run closest to the middle of the first row', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 10), row('B', 10)] })]);

    expect(labelsOf(bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 2 }))).toEqual(['Stalls-A-5', 'Stalls-A-6']);
  });

  it('on a tie around the middle, offers the earlier run in the row’s seat order', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 10)] })]);

    const offer = bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 3 });

    expect(labelsOf(offer)).toEqual(['Stalls-A-4', 'Stalls-A-5', 'Stalls-A-6']);
    expect(offer?.every((place) => place.quantity === 1 && place.categoryKey === 1)).toBe(true);
  });

  it('never offers seats with a taken seat between them, moving to the next row when the first has no run', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 6), row('B', 6)] })]);
    const free = taking(allFree(definition), 'Stalls-A-2', 'Stalls-A-4', 'Stalls-A-6');

    expect(labelsOf(bestAvailable(chartPlaces(definition), free, { quantity: 2 }))).toEqual(['Stalls-B-3', 'Stalls-B-4']);
  });

  it('keeps to one side of an aisle', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 6, 1, { aisleAfter: 3 })] })]);
    const free = taking(allFree(definition), 'Stalls-A-1', 'Stalls-A-6');

    expect(bestAvailable(chartPlaces(definition), free, { quantity: 4 })).toBeNull();
    expect(labelsOf(bestAvailable(chartPlaces(definition), free, { quantity: 2 }))).toEqual(['Stalls-A-2', 'Stalls-A-3']);
  });

  it('follows the row’s seat order when seats are numbered right to left', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 8, 1, { rtl: true })] })]);
    const free = taking(allFree(definition), 'Stalls-A-5', 'Stalls-A-4');

    expect(labelsOf(bestAvailable(chartPlaces(definition), free, { quantity: 3 }))).toEqual(['Stalls-A-8', 'Stalls-A-7', 'Stalls-A-6']);
  });

  it('prefers the earlier section, whatever its rows look like', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 3)] }), section('Balcony', { rows: [row('A', 10, 2)] })]);

    expect(labelsOf(bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 3 }))).toEqual(['Stalls-A-1', 'Stalls-A-2', 'Stalls-A-3']);
    expect(labelsOf(bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 4 }))).toEqual([
      'Balcony-A-4',
      'Balcony-A-5',
      'Balcony-A-6',
      'Balcony-A-7',
    ]);
  });

  it('keeps to the categories asked for', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 4, 1), row('B', 4, 2)] })]);

    const offer = bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 2, categoryKeys: [2] });

    expect(labelsOf(offer)).toEqual(['Stalls-B-2', 'Stalls-B-3']);
    expect(offer?.map((place) => place.categoryKey)).toEqual([2, 2]);
  });

  it('offers only accessible seats when asked, and no area places then', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 6, 1, { accessible: [1, 2] })], areas: [area('Standing', 50, 1)] })]);

    expect(labelsOf(bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 2, accessible: true }))).toEqual(['Stalls-A-1', 'Stalls-A-2']);
    expect(bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 3, accessible: true })).toBeNull();
  });

  it('counts a table as a row after the section’s rows', () => {
    const definition = chart([section('Club', { rows: [row('A', 2)], tables: [table('T1', 6)] })]);
    const free = taking(allFree(definition), 'Club-T1-1');

    expect(labelsOf(bestAvailable(chartPlaces(definition), free, { quantity: 3 }))).toEqual(['Club-T1-2', 'Club-T1-3', 'Club-T1-4']);
    expect(labelsOf(bestAvailable(chartPlaces(definition), free, { quantity: 6 }))).toBeNull();
  });

  it('gives N places of one area with room for all of them', () => {
    const definition = chart([section('Floor', { areas: [area('Front', 10), area('Back', 50)] })]);
    const free = allFree(definition).set('Floor-Front', 3);

    expect(bestAvailable(chartPlaces(definition), free, { quantity: 3 })).toEqual([{ label: 'Floor-Front', categoryKey: 2, quantity: 3 }]);
    expect(bestAvailable(chartPlaces(definition), free, { quantity: 4 })).toEqual([{ label: 'Floor-Back', categoryKey: 2, quantity: 4 }]);
    expect(bestAvailable(chartPlaces(definition), free, { quantity: 51 })).toBeNull();
  });

  it('answers null for nothing free or a quantity below 1', () => {
    const definition = chart([section('Stalls', { rows: [row('A', 2)] })]);

    expect(bestAvailable(chartPlaces(definition), new Map(), { quantity: 1 })).toBeNull();
    expect(bestAvailable(chartPlaces(definition), allFree(definition), { quantity: 0 })).toBeNull();
  });
});
