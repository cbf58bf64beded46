import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartDefinition } from './chart';
import { chartPlaces } from './places';
import { SeatMap, type PlaceState, type SeatMapCategory } from './seat-map';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const seat = (number: number, x: number, categoryKey: number, accessible = false) => ({ number: String(number), x, y: 100, categoryKey, accessible });
const definition: ChartDefinition = {
  width: 600,
  height: 400,
  categories: [
    { key: 1, label: 'Stalls', color: '#2563eb' },
    { key: 2, label: 'Standing', color: '#16a34a' },
  ],
  stage: { x: 100, y: 0, width: 400, height: 50, label: 'Stage' },
  labels: [{ id: 'bar', text: 'Bar', x: 300, y: 380 }],
  sections: [
    { id: 'stalls', label: 'Stalls', rows: [{ id: 'a', label: 'A', seats: [seat(1, 100, 1, true), seat(2, 140, 1), seat(3, 180, 1), seat(4, 220, 1), seat(5, 260, 1)] }], tables: [], areas: [] },
    { id: 'floor', label: 'Floor', rows: [], tables: [{ id: 't1', label: 'T1', x: 400, y: 200, shape: 'round', seats: [{ number: '1', x: 400, y: 160, categoryKey: 1, accessible: false }] }], areas: [{ id: 'pit', label: 'Pit', x: 50, y: 250, width: 200, height: 100, capacity: 50, categoryKey: 2 }] },
  ],
};
const places = chartPlaces(definition);
const categories: SeatMapCategory[] = [
  { key: 1, label: 'Stalls', color: '#2563eb', price: '$35' },
  { key: 2, label: 'Standing', color: '#16a34a', price: '$20–$25' },
];
const states = new Map<string, PlaceState>([
  ['Stalls-A-2', { state: 'selected', available: 0 }],
  ['Stalls-A-3', { state: 'held', available: 0 }],
  ['Stalls-A-4', { state: 'sold', available: 0 }],
  ['Stalls-A-5', { state: 'not_for_sale', available: 0 }],
  ['Floor-Pit', { state: 'available', available: 12 }],
]);

describe('the seat map', () => {
  it('names and colours every place by its category, price and state', () => {
    render(<SeatMap definition={definition} places={places} categories={categories} states={states} onPlace={() => undefined} />);
    const map = screen.getByRole('group', { name: 'Seat map' });
    const place = (name: string) => within(map).getByRole('button', { name });

    const free = place('Stalls-A-1, Stalls $35, available');
    expect(free.getAttribute('fill')).toBe('#2563eb');
    expect(free.getAttribute('aria-description')).toBe('Wheelchair accessible');
    expect(free.getAttribute('aria-disabled')).toBe('false');
    expect(place('Stalls-A-2, Stalls $35, selected').getAttribute('aria-pressed')).toBe('true');
    expect(place('Stalls-A-3, Stalls $35, held').getAttribute('aria-disabled')).toBe('true');
    expect(place('Stalls-A-4, Stalls $35, sold').getAttribute('data-status')).toBe('sold');
    expect(place('Stalls-A-5, Stalls $35, not for sale').getAttribute('aria-disabled')).toBe('true');
    // A table's seat is named by its table; an area says how many places are left.
    expect(place('Floor-T1-1, Stalls $35, available')).toBeTruthy();
    expect(place('Floor-Pit, Standing $20–$25, 12 places available').getAttribute('fill')).toBe('#16a34a');
    // Every place is a focusable button; stage and texts are drawn, not buttons.
    expect(within(map).getAllByRole('button').every((button) => button.getAttribute('tabindex') === '0')).toBe(true);
    expect(within(map).getAllByRole('button')).toHaveLength(7);
    expect(within(map).getByText('Stage')).toBeTruthy();

    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Stalls · $35', 'Standing · $20–$25', 'Selected', 'Held', 'Sold', 'Not for sale']);
  });

  it('answers a click or Enter or Space on a place that can be taken or dropped, and nothing else', () => {
    const onPlace = vi.fn();
    render(<SeatMap definition={definition} places={places} categories={categories} states={states} onPlace={onPlace} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stalls-A-1, Stalls $35, available' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stalls-A-2, Stalls $35, selected' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Floor-Pit, Standing $20–$25, 12 places available' }), { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: 'Stalls-A-4, Stalls $35, sold' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stalls-A-3, Stalls $35, held' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Stalls-A-5, Stalls $35, not for sale' }));
    expect(onPlace.mock.calls.map(([place]) => place.label)).toEqual(['Stalls-A-1', 'Stalls-A-2', 'Floor-Pit']);
    expect(onPlace.mock.calls[2]![0]).toMatchObject({ kind: 'area', section: 'Floor', area: 'Pit', capacity: 50, categoryKey: 2 });
  });

  it('zooms with its buttons and fits the chart again', () => {
    const { container } = render(<SeatMap definition={definition} places={places} categories={categories} states={states} />);
    const drawn = () => container.querySelector('svg[aria-label="Seat map"] > g')!.getAttribute('transform');
    const fitted = drawn();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(drawn()).toMatch(/scale\(1\.25\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(drawn()).toMatch(/scale\(0\.8\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Fit the chart' }));
    expect(drawn()).toBe(fitted);
  });

  it('pans a place reached with Tab into view when the chart is zoomed in past it', () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, x: 0, y: 0, width: 300, height: 200, right: 300, bottom: 200, toJSON: () => ({}) });
    const { container } = render(<SeatMap definition={definition} places={places} categories={categories} states={states} onPlace={() => undefined} />);
    for (let n = 0; n < 8; n++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    /** Where the table's seat (400, 160 in drawing units) is on the screen. */
    const onScreen = () => {
      const [, x, y, scale] = /translate\((\S+) (\S+)\) scale\((\S+)\)/.exec(container.querySelector('svg[aria-label="Seat map"] > g')!.getAttribute('transform')!)!.map(Number);
      return { x: x! + 400 * scale!, y: y! + 160 * scale! };
    };
    const inView = ({ x, y }: { x: number; y: number }) => x >= 0 && x <= 300 && y >= 0 && y <= 200;
    expect(inView(onScreen())).toBe(false);
    fireEvent.focus(screen.getByRole('button', { name: 'Floor-T1-1, Stalls $35, available' }));
    expect(inView(onScreen())).toBe(true);
  });

  it('pans with a drag, and the press that panned selects no seat', () => {
    const onPlace = vi.fn();
    const { container } = render(<SeatMap definition={definition} places={places} categories={categories} states={states} onPlace={onPlace} />);
    const svg = container.querySelector('svg[aria-label="Seat map"]')!;
    const free = screen.getByRole('button', { name: 'Stalls-A-1, Stalls $35, available' });
    const before = svg.querySelector('g')!.getAttribute('transform');
    fireEvent.pointerDown(free, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(svg, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 30 });
    fireEvent.pointerUp(svg, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 30 });
    fireEvent.click(free);
    expect(svg.querySelector('g')!.getAttribute('transform')).not.toBe(before);
    expect(onPlace).not.toHaveBeenCalled();
    // The next plain click selects.
    fireEvent.pointerDown(free, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 60, clientY: 30 });
    fireEvent.pointerUp(free, { pointerId: 2, pointerType: 'mouse', clientX: 60, clientY: 30 });
    fireEvent.click(free);
    expect(onPlace).toHaveBeenCalledTimes(1);
  });
});
