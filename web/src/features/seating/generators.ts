import type { ChartSeat } from '../../components/seating/chart';
import type { Point } from '../../components/seating/zoom';

/** Positions kept to two decimals, so that a chart's JSON stays readable. */
const round = (value: number) => Math.round(value * 100) / 100;

export interface RowOptions {
  count: number;
  /** The number of the row's first seat in numbering order. */
  startNumber: number;
  /** 'ltr': seat numbers grow from left to right; 'rtl': from right to left. */
  direction: 'ltr' | 'rtl';
  /** Drawing units from one seat's centre to the next (along the curve for a curved row). */
  spacing: number;
  /** 0 for a straight row; else the arc's angle in degrees (up to 180): positive bends the middle away from a stage above, negative towards it. */
  curve: number;
  /** The middle of the row's ends: a straight row's centre; a curved row's ends sit at this height. */
  center: Point;
  categoryKey: number;
}

/** Numbers of `count` seats laid out left to right, numbered from `start` in `direction`. */
const numbersOf = (count: number, start: number, direction: 'ltr' | 'rtl') => Array.from({ length: count }, (_, i) => String(start + (direction === 'ltr' ? i : count - 1 - i)));

/**
 * A row's seats, left to right as drawn (so neighbours in the list sit side by side), each numbered by the
 * row's direction. A curved row is an arc of a circle: seats keep `spacing` along the arc, its ends level.
 */
export function rowSeats({ count, startNumber, direction, spacing, curve, center, categoryKey }: RowOptions): ChartSeat[] {
  const numbers = numbersOf(count, startNumber, direction);
  const length = (count - 1) * spacing;
  const angle = (Math.min(Math.abs(curve), 180) * Math.PI) / 180;
  const positions: Point[] = angle === 0 || count < 2 ? numbers.map((_, i) => ({ x: center.x - length / 2 + i * spacing, y: center.y })) : arc(count, length, angle, center, Math.sign(curve));
  return positions.map((p, i) => ({ number: numbers[i]!, x: round(p.x), y: round(p.y), categoryKey, accessible: false }));
}

/** `count` points evenly along an arc of `length` spanning `angle` radians, its ends level at `center.y`, its middle `bend` (1: below, -1: above). */
function arc(count: number, length: number, angle: number, center: Point, bend: number): Point[] {
  const radius = length / angle;
  // The circle's centre: its distance to the ends' chord, on the side opposite the bend.
  const apothem = radius * Math.cos(angle / 2);
  return Array.from({ length: count }, (_, i) => {
    const at = -angle / 2 + (i * angle) / (count - 1);
    return { x: center.x + radius * Math.sin(at), y: center.y + bend * (radius * Math.cos(at) - apothem) };
  });
}

export interface TableOptions {
  shape: 'round' | 'rect';
  count: number;
  /** Drawing units between neighbouring seats. */
  spacing: number;
  center: Point;
  categoryKey: number;
}

/** The smallest ring of seats of a round table, from its centre. */
export const MIN_TABLE_RING = 36;
/** How far a rectangular table's seats sit above and below its centre. */
export const RECT_TABLE_OFFSET = 34;

/**
 * A table's seats, numbered 1, 2, … clockwise: around a round table from the top; a rectangular table's upper
 * side left to right, then its lower side right to left (the upper side takes the odd one).
 */
export function tableSeats({ shape, count, spacing, center, categoryKey }: TableOptions): ChartSeat[] {
  const seat = (i: number, x: number, y: number): ChartSeat => ({ number: String(i + 1), x: round(x), y: round(y), categoryKey, accessible: false });
  if (shape === 'round') {
    const ring = Math.max(MIN_TABLE_RING, (count * spacing) / (2 * Math.PI));
    return Array.from({ length: count }, (_, i) => {
      const at = (2 * Math.PI * i) / count;
      return seat(i, center.x + ring * Math.sin(at), center.y - ring * Math.cos(at));
    });
  }
  const upper = Math.ceil(count / 2);
  const lower = count - upper;
  const side = (n: number, i: number) => center.x - ((n - 1) * spacing) / 2 + i * spacing;
  return [
    ...Array.from({ length: upper }, (_, i) => seat(i, side(upper, i), center.y - RECT_TABLE_OFFSET)),
    ...Array.from({ length: lower }, (_, i) => seat(upper + i, side(lower, lower - 1 - i), center.y + RECT_TABLE_OFFSET)),
  ];
}

/** The label of the row after `label`: A → B, Z → AA, AZ → BA, 9 → 10, 'Row 9' → 'Row 10'; anything else gets ' 2'. */
export function nextRowLabel(label: string): string {
  const number = /^(.*?)(\d+)$/.exec(label);
  if (number) return `${number[1]}${Number(number[2]) + 1}`;
  if (/^[A-Z]+$/.test(label) || /^[a-z]+$/.test(label)) {
    const [first, last] = label === label.toUpperCase() ? ['A', 'Z'] : ['a', 'z'];
    const letters = [...label];
    let i = letters.length - 1;
    while (i >= 0 && letters[i] === last) letters[i--] = first;
    if (i < 0) return first + letters.join('');
    letters[i] = String.fromCharCode(letters[i]!.charCodeAt(0) + 1);
    return letters.join('');
  }
  return `${label} 2`;
}
