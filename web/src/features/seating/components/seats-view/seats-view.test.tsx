import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartDefinition } from '../../../../components/seating/chart';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import type { EventSeating, ManagedTickets } from '../../api/seating';
import type { EventSeat } from './seat-map';
import { SeatsView } from './seats-view';

const event = {
  eventId: 'e1',
  ownerId: 'o1',
  eventName: 'Chamber Night',
  timezone: 'America/New_York',
  currency: 'usd',
  feePercent: 1,
  currencies: [],
  dates: [
    { id: 'd1', startsAt: '2030-06-05T23:00:00.000Z', endsAt: null, doorTime: null, past: false, sold: 3, ticketTypes: [] },
    { id: 'd2', startsAt: '2030-12-06T00:00:00.000Z', endsAt: null, doorTime: null, past: false, sold: 0, ticketTypes: [] },
  ],
} as ManagedTickets;

/** Stalls: row A of four seats and a standing area of three places. */
const definition: ChartDefinition = {
  width: 300,
  height: 200,
  categories: [{ key: 1, label: 'Standard', color: '#2563eb' }],
  stage: null,
  labels: [],
  sections: [
    {
      id: 's1',
      label: 'Stalls',
      rows: [{ id: 'r1', label: 'A', seats: ['1', '2', '3', '4'].map((number, i) => ({ number, x: 50 + 30 * i, y: 50, categoryKey: 1, accessible: false })) }],
      tables: [],
      areas: [{ id: 'a1', label: 'Floor', x: 50, y: 100, width: 120, height: 60, capacity: 3, categoryKey: 1 }],
    },
  ],
};

const seating = { chartId: 'c1', chart: { id: 'c1', ownerId: 'o1', name: 'Main hall', version: 1, definition, places: [], soldLabels: [], updatedAt: '2030-01-01T00:00:00.000Z' }, ticketTypes: [] } as EventSeating;

const holder = (name: string, registrationId: string) => ({ name, registrationId, orderId: `order-${registrationId}` });
const firstDate: EventSeat[] = [
  { label: 'Stalls-A-1', place: 1, status: 'sold', holder: holder('Ana Lima', 'reg-1') },
  { label: 'Stalls-A-2', place: 1, status: 'sold', holder: holder('Ben Okafor', 'reg-2') },
  { label: 'Stalls-A-3', place: 1, status: 'available', holder: null },
  { label: 'Stalls-A-4', place: 1, status: 'kept', holder: null },
  { label: 'Stalls-Floor', place: 1, status: 'sold', holder: holder('Cleo Park', 'reg-3') },
  { label: 'Stalls-Floor', place: 2, status: 'available', holder: null },
  { label: 'Stalls-Floor', place: 3, status: 'not_for_sale', holder: null },
];

type Reply = { data?: unknown; error?: unknown; status?: number };
const reply = (r: Reply) => Promise.resolve({ data: r.data, error: r.error, response: new Response(null, { status: r.status ?? 200 }) });

/** The API: the seats of each date; the writes answered by `patch` and `post`. */
function api({ patch = (): Reply => ({ data: true }), post = (): Reply => ({ data: { message: 'Moved to seat Stalls-A-3' } }) } = {}) {
  const get = vi.spyOn(fetchClient, 'GET').mockImplementation(((_path: string, init: { params: { query: { event_id: string } } }) =>
    reply({ data: init.params.query.event_id === 'd1' ? firstDate : [] })) as never);
  const patchSpy = vi.spyOn(fetchClient, 'PATCH').mockImplementation((() => reply(patch())) as never);
  const postSpy = vi.spyOn(fetchClient, 'POST').mockImplementation((() => reply(post())) as never);
  return { get, patch: patchSpy, post: postSpy };
}

/** The Seats view, once the first date's seats are read. */
async function view() {
  const rendered = renderWithProviders(<SeatsView eventId="e1" seating={seating} event={event} />);
  await screen.findByText('3 seated');
  return rendered;
}
const seat = (label: string) => document.querySelector(`[data-seat="${label}"]`)!;

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => 0);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Seats view', () => {
  it('shows the date’s seats on the chart, the holder’s name on hover and focus, and who sits where, searchable', async () => {
    const calls = api();
    await view();
    const list = screen.getByRole('list', { name: 'Attendees' });
    expect(calls.get.mock.calls[0]![0]).toBe('/client_side_api/v1/management/courses/{id}/seating/seats');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana LimaStalls-A-1Move', 'Ben OkaforStalls-A-2Move', 'Cleo ParkStalls-FloorMove']);

    expect(seat('Stalls-A-1').getAttribute('aria-label')).toBe('Stalls-A-1: Sold to Ana Lima');
    expect(seat('Stalls-A-4').getAttribute('aria-label')).toBe('Stalls-A-4: Kept for guests');
    expect(seat('Stalls-Floor').getAttribute('aria-label')).toBe('Stalls-Floor: 1 available, 1 sold, 1 not for sale');
    fireEvent.pointerEnter(seat('Stalls-A-2'));
    expect(screen.getByRole('tooltip').textContent).toBe('Stalls-A-2 · Sold to Ben Okafor');
    fireEvent.pointerLeave(seat('Stalls-A-2'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(seat('Stalls-A-1'));
    expect(screen.getByRole('tooltip').textContent).toBe('Stalls-A-1 · Sold to Ana Lima');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search attendees' }), { target: { value: 'floor' } });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cleo ParkStalls-FloorMove']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search attendees' }), { target: { value: 'zed' } });
    expect(list.textContent).toBe('No one matches');
  });

  it('shows each date of the event in its own zone, and the seats of the date chosen', async () => {
    const calls = api();
    await view();
    const dates = screen.getByRole('combobox', { name: 'Date' }) as HTMLSelectElement;
    expect([...dates.options].map((o) => o.textContent)).toEqual(['Wed, Jun 5, 2030, 7:00 PM EDT', 'Thu, Dec 5, 2030, 7:00 PM EST']);
    fireEvent.change(dates, { target: { value: 'd2' } });
    expect(await screen.findByText('No seats sold yet')).toBeTruthy();
    expect(calls.get.mock.calls.map((call) => (call[1] as { params: { query: { event_id: string } } }).params.query.event_id)).toEqual(['d1', 'd2']);
  });

  it('keeps the seats selected (click, Shift+click) for guests, then reads the seats again', async () => {
    const calls = api();
    await view();
    fireEvent.click(seat('Stalls-A-1'));
    fireEvent.click(seat('Stalls-A-3'));
    fireEvent.click(seat('Stalls-Floor'), { shiftKey: true });
    expect(screen.getByText('Selected: 2 seats')).toBeTruthy();
    expect(seat('Stalls-A-1').getAttribute('aria-pressed')).toBe('false');
    expect(seat('Stalls-A-3').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Keep for guests' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Kept for guests'));
    const [path, init] = calls.patch.mock.calls[0] as unknown as [string, { params: unknown; body: unknown }];
    expect([path, init.params, init.body]).toEqual([
      '/client_side_api/v1/management/courses/{id}/seating/seats',
      { path: { id: 'e1' }, query: { event_id: 'd1' } },
      { labels: ['Stalls-A-3', 'Stalls-Floor'], blocked: 'kept' },
    ]);
    await waitFor(() => expect(calls.get).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Click seats to select them (Shift+click adds more)')).toBeTruthy();
  });

  it('adds each seat clicked to the selection with Select several, as on a phone without Shift', async () => {
    api();
    await view();
    fireEvent.click(screen.getByRole('button', { name: 'Select several' }));
    fireEvent.click(seat('Stalls-A-3'));
    fireEvent.click(seat('Stalls-A-4'));
    fireEvent.click(seat('Stalls-Floor'));
    fireEvent.click(seat('Stalls-A-4'));
    expect(screen.getByText('Selected: 2 seats')).toBeTruthy();
    expect(['Stalls-A-3', 'Stalls-A-4', 'Stalls-Floor'].map((label) => seat(label).getAttribute('aria-pressed'))).toEqual(['true', 'false', 'true']);
  });

  it('pans the chart with a drag that starts on a seat, and selects nothing by it', async () => {
    api();
    await view();
    const chart = screen.getByRole('group', { name: 'Seats of this date' });
    const before = chart.querySelector('g')!.getAttribute('transform');
    fireEvent.pointerDown(seat('Stalls-A-3'), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(chart, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 40 });
    fireEvent.pointerUp(chart, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 40 });
    fireEvent.click(seat('Stalls-A-3'));
    expect(chart.querySelector('g')!.getAttribute('transform')).not.toBe(before);
    expect(screen.getByText('Click seats to select them (Shift+click adds more)')).toBeTruthy();
    fireEvent.click(seat('Stalls-A-3'));
    expect(screen.getByText('Selected: 1 seat')).toBeTruthy();
  });

  it('releases seats with blocked null, and marks them not for sale', async () => {
    const calls = api();
    await view();
    fireEvent.keyDown(seat('Stalls-A-4'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Released for sale'));
    fireEvent.keyDown(seat('Stalls-A-3'), { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: 'Not for sale' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked not for sale'));
    expect(calls.patch.mock.calls.map((call) => (call[1] as { body: unknown }).body)).toEqual([
      { labels: ['Stalls-A-4'], blocked: null },
      { labels: ['Stalls-A-3'], blocked: 'not_for_sale' },
    ]);
  });

  it('shows the API’s message for seats taken', async () => {
    api({ patch: () => ({ status: 422, error: { message: 'Seats Stalls-A-1 are taken' } }) });
    await view();
    fireEvent.click(seat('Stalls-A-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Not for sale' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Seats Stalls-A-1 are taken');
    expect(toast.success).not.toHaveBeenCalled();
    // The selection stays, to change it and try again.
    expect(screen.getByText('Selected: 1 seat')).toBeTruthy();
  });

  it('moves an attendee to the free seat picked on the chart, only free or kept seats taking them', async () => {
    const calls = api();
    await view();
    fireEvent.click(screen.getByRole('button', { name: 'Move Ana Lima (Stalls-A-1)' }));
    expect(screen.getByRole('status').textContent).toContain('Moving Ana Lima from Stalls-A-1: choose a free seat on the chart.');
    expect(seat('Stalls-A-2').getAttribute('aria-disabled')).toBe('true');
    expect(seat('Stalls-A-4').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(seat('Stalls-A-2'));
    expect(calls.post).not.toHaveBeenCalled();

    fireEvent.click(seat('Stalls-A-3'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Moved to seat Stalls-A-3'));
    const [path, init] = calls.post.mock.calls[0] as unknown as [string, { params: unknown; body: unknown }];
    expect([path, init.params, init.body]).toEqual(['/client_side_api/v1/order_items/{id}/seat', { path: { id: 'reg-1' } }, { seatLabel: 'Stalls-A-3' }]);
    expect(screen.queryByText(/Moving Ana Lima/)).toBeNull();
    await waitFor(() => expect(calls.get).toHaveBeenCalledTimes(2));
  });

  it('moves the holder of the one sold seat selected, and shows why a move is refused', async () => {
    api({ post: () => ({ status: 422, error: { message: 'Stalls-A-4 cannot be sold as Balcony' } }) });
    await view();
    fireEvent.click(seat('Stalls-A-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Move Ben Okafor' }));
    fireEvent.click(seat('Stalls-A-4'));
    expect((await screen.findByRole('alert')).textContent).toBe('Stalls-A-4 cannot be sold as Balcony');
    expect(toast.success).not.toHaveBeenCalled();
    // Still moving: another seat may be picked, or the move given up (button or Escape).
    expect(screen.getByRole('button', { name: 'Cancel move' })).toBeTruthy();
    fireEvent.keyDown(seat('Stalls-A-3'), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Cancel move' })).toBeNull();
    expect(screen.getByText('Selected: 1 seat')).toBeTruthy();
  });

  it('asks for a chart first when the event has none', async () => {
    api();
    renderWithProviders(<SeatsView eventId="e1" seating={{ chartId: null, chart: null, ticketTypes: [] }} event={event} />);
    expect(await screen.findByText('This event has no seating chart yet. Choose one on the Chart tab.')).toBeTruthy();
  });
});
