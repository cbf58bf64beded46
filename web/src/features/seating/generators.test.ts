import { describe, expect, it } from 'vitest';
import { nextRowLabel, rowSeats, tableSeats } from './generators';

const row = (overrides: Partial<Parameters<typeof rowSeats>[0]> = {}) =>
  rowSeats({ count: 5, startNumber: 1, direction: 'ltr', spacing: 30, curve: 0, center: { x: 200, y: 100 }, categoryKey: 2, ...overrides });
const numbers = (seats: { number: string }[]) => seats.map((s) => s.number);

describe('a straight row', () => {
  it('lays its seats left to right, spaced evenly around its centre, numbered from the start number', () => {
    const seats = row({ startNumber: 7 });
    expect(seats.map((s) => [s.number, s.x, s.y])).toEqual([
      ['7', 140, 100],
      ['8', 170, 100],
      ['9', 200, 100],
      ['10', 230, 100],
      ['11', 260, 100],
    ]);
    expect(seats.every((s) => s.categoryKey === 2 && s.accessible === false)).toBe(true);
  });

  it('numbered right to left keeps the seats left to right as drawn, the highest number on the left', () => {
    const ltr = row();
    const rtl = row({ direction: 'rtl' });
    expect(numbers(rtl)).toEqual(['5', '4', '3', '2', '1']);
    expect(rtl.map((s) => s.x)).toEqual(ltr.map((s) => s.x));
  });

  it('of one seat sits at its centre', () => {
    expect(row({ count: 1 }).map((s) => [s.x, s.y])).toEqual([[200, 100]]);
  });
});

describe('a curved row', () => {
  it('is an arc with its ends level and its middle lower (bending around a stage above), seats spaced along the arc', () => {
    const seats = row({ curve: 60 });
    const [first, , middle, , last] = seats;
    expect(first!.y).toBeCloseTo(100, 1);
    expect(last!.y).toBeCloseTo(100, 1);
    expect(middle!.x).toBeCloseTo(200, 1);
    expect(middle!.y).toBeGreaterThan(100);
    // Left and right mirror each other.
    expect(first!.x + last!.x).toBeCloseTo(400, 1);
    // Neighbours are equally far apart, a little less than the spacing in a straight line (the chord of 30 along the arc).
    const gaps = seats.slice(1).map((s, i) => Math.hypot(s.x - seats[i]!.x, s.y - seats[i]!.y));
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 1);
    expect(gaps[0]!).toBeLessThan(30);
    expect(gaps[0]!).toBeGreaterThan(29);
  });

  it('bends the other way with a negative curve, and deeper with a larger one', () => {
    const up = row({ curve: -60 });
    const down = row({ curve: 60 });
    const deeper = row({ curve: 120 });
    expect(up[2]!.y - 100).toBeCloseTo(-(down[2]!.y - 100), 1);
    expect(deeper[2]!.y).toBeGreaterThan(down[2]!.y);
  });

  it('of 180 degrees is a half circle: its middle as far below its ends as they are from its centre', () => {
    const seats = row({ count: 3, curve: 180, spacing: 50 });
    const radius = 100 / Math.PI;
    expect(seats[0]!.x).toBeCloseTo(200 - radius, 1);
    expect(seats[2]!.x).toBeCloseTo(200 + radius, 1);
    expect(seats[1]!.y).toBeCloseTo(100 + radius, 1);
  });

  it('is numbered right to left as asked', () => {
    expect(numbers(row({ curve: 40, direction: 'rtl', startNumber: 101 }))).toEqual(['105', '104', '103', '102', '101']);
  });
});

describe('a table', () => {
  it('round: seats numbered 1… clockwise from the top, all as far from its centre', () => {
    const seats = tableSeats({ shape: 'round', count: 4, spacing: 26, center: { x: 100, y: 100 }, categoryKey: 3 });
    expect(seats.map((s) => [s.number, Math.round(s.x), Math.round(s.y)])).toEqual([
      ['1', 100, 64],
      ['2', 136, 100],
      ['3', 100, 136],
      ['4', 64, 100],
    ]);
    expect(seats.every((s) => s.categoryKey === 3)).toBe(true);
  });

  it('round with many seats grows so that neighbours keep their spacing', () => {
    const seats = tableSeats({ shape: 'round', count: 12, spacing: 30, center: { x: 0, y: 0 }, categoryKey: 1 });
    const ring = Math.hypot(seats[0]!.x, seats[0]!.y);
    expect(ring).toBeCloseTo((12 * 30) / (2 * Math.PI), 1);
  });

  it('rectangular: the upper side left to right takes the odd seat, then the lower side right to left', () => {
    const seats = tableSeats({ shape: 'rect', count: 5, spacing: 30, center: { x: 100, y: 100 }, categoryKey: 1 });
    expect(seats.map((s) => [s.number, s.x, s.y])).toEqual([
      ['1', 70, 66],
      ['2', 100, 66],
      ['3', 130, 66],
      ['4', 115, 134],
      ['5', 85, 134],
    ]);
  });
});

describe('the next row label', () => {
  it.each([
    ['A', 'B'],
    ['Z', 'AA'],
    ['AZ', 'BA'],
    ['ZZ', 'AAA'],
    ['c', 'd'],
    ['9', '10'],
    ['Row 9', 'Row 10'],
    ['Front', 'Front 2'],
  ])('after %s is %s', (label, next) => expect(nextRowLabel(label)).toBe(next));
});
