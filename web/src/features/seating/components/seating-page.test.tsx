import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartDefinition } from '../../../components/seating/chart';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import type { EventSeating, ManagedTickets, SeatChart } from '../api/seating';
import { SeatingPage } from './seating-page';

const ticket = {
  attendance: 'in-person' as const,
  description: '',
  currency: 'usd' as const,
  fee: 0,
  cost: 3500,
  price: 3500,
  quantity: 100,
  sold: 0,
  startsSalesAt: null,
  endsSalesAt: null,
  visibilityScope: 'other' as const,
  secret: false,
  category: 'Admission' as const,
  code: null,
  quantityPerCode: null,
  membershipTierIds: [] as string[],
  customUserListIds: [] as string[],
  initialQuantityPerCode: null,
};

const event: ManagedTickets = {
  eventId: 'e1',
  ownerId: 'o1',
  eventName: 'Chamber Night',
  timezone: 'America/New_York',
  currency: 'usd',
  feePercent: 1,
  currencies: [{ code: 'usd', symbol: '$', digits: 2, fixedFee: 69 }],
  dates: [
    {
      id: 'd1',
      startsAt: '2030-06-05T23:00:00.000Z',
      endsAt: null,
      doorTime: null,
      past: false,
      sold: 0,
      ticketTypes: [
        { ...ticket, id: 't1', eventDateId: 'd1', name: 'Stalls', seatsCategoryKeys: [1] },
        { ...ticket, id: 't2', eventDateId: 'd1', name: 'Premium', seatsCategoryKeys: [] },
      ],
    },
  ],
};

/** Main hall: Stalls, row A of three seats (category 1), two categories. */
const definition: ChartDefinition = {
  width: 200,
  height: 100,
  categories: [
    { key: 1, label: 'Standard', color: '#2563eb' },
    { key: 2, label: 'Premium', color: '#dc2626' },
  ],
  stage: null,
  labels: [],
  sections: [
    {
      id: 's1',
      label: 'Stalls',
      rows: [
        {
          id: 'r1',
          label: 'A',
          seats: ['1', '2', '3'].map((number, i) => ({ number, x: 50 + 30 * i, y: 50, categoryKey: 1, accessible: false })),
        },
      ],
      tables: [],
      areas: [],
    },
  ],
};

const chart = (overrides: Partial<SeatChart> = {}): SeatChart => ({
  id: 'c1',
  ownerId: 'o1',
  name: 'Main hall',
  version: 3,
  definition,
  places: [],
  soldLabels: [],
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const seating = (withChart: boolean): EventSeating => ({
  chartId: withChart ? 'c1' : null,
  chart: withChart ? chart() : null,
  ticketTypes: event.dates[0]!.ticketTypes.map((t) => ({ id: t.id, eventDateId: t.eventDateId, name: t.name, seatsCategoryKeys: t.seatsCategoryKeys })),
});

type Reply = { data?: unknown; error?: unknown; status?: number };
const reply = (r: Reply) => Promise.resolve({ data: r.data, error: r.error, response: new Response(null, { status: r.status ?? 200 }) });

/** The API: the event's seating and tickets, the owner's charts; writes answered by `writes` (default: accepted). */
function api({ withChart = true, patch = (body: { definition: ChartDefinition; version: number; name: string }): Reply => ({ data: chart({ ...body, version: body.version + 1 }) }) } = {}) {
  const get = vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) => {
    if (path.endsWith('/seating')) return reply({ data: seating(withChart) });
    if (path.endsWith('/tickets')) return reply({ data: event });
    if (path.endsWith('/seat_charts')) return reply({ data: [{ id: 'c1', name: 'Main hall', version: 3, placesCount: 3, eventsCount: 0, updatedAt: '2030-01-01T00:00:00.000Z' }] });
    return reply({ status: 404, error: { message: 'Not found' } });
  }) as never);
  const patchSpy = vi.spyOn(fetchClient, 'PATCH').mockImplementation(((_path: string, init: { body: never }) => reply(patch(init.body))) as never);
  const put = vi.spyOn(fetchClient, 'PUT').mockImplementation((() => reply({ data: true })) as never);
  return { get, patch: patchSpy, put };
}

const bodyOf = (spy: { mock: { calls: unknown[][] } }, call = 0) => (spy.mock.calls[call]![1] as { body: never }).body as { definition: ChartDefinition; version: number; name: string };
const seatCategories = (d: ChartDefinition) => d.sections[0]!.rows[0]!.seats.map((s) => s.categoryKey);
const seat = (number: string) => document.querySelector(`[data-key="seat|s1|r1|${number}"]`)!;
/** A click with a mouse on the chart. */
function press(element: Element, options: { shiftKey?: boolean } = {}) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 10, clientY: 10, ...options });
  fireEvent.pointerUp(element, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 10, clientY: 10, ...options });
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => 0);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the seating page', () => {
  it('opens the event’s chart in the designer, described in words', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    const canvas = await screen.findByRole('application', { name: 'Seating chart Main hall' });
    expect(canvas.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(canvas.getAttribute('aria-describedby')!)!.textContent).toBe('Stalls: 1 section, 3 seats (1 row, 0 tables).');
    expect(screen.getByRole('link', { name: 'Chamber Night' }).getAttribute('href')).toBe('/event/e1');
  });

  it('changes the category of the seats selected (click, Shift+click) together and saves it with the version edited', async () => {
    const calls = api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    await screen.findByRole('application');
    press(seat('1'));
    press(seat('2'), { shiftKey: true });
    const panel = screen.getByRole('region', { name: 'Selection' });
    expect(within(panel).getByRole('status').textContent).toBe('Selected: 2 seats');
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Category' }), { target: { value: '2' } });
    expect(seat('1').getAttribute('fill')).toBe('#dc2626');
    expect(seat('3').getAttribute('fill')).toBe('#2563eb');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved'));
    const body = bodyOf(calls.patch);
    expect(calls.patch.mock.calls[0]![0]).toBe('/client_side_api/v1/profile_management/seat_charts/{id}');
    expect(body.version).toBe(3);
    expect(seatCategories(body.definition)).toEqual([2, 2, 1]);
    // Nothing else changed: the ticket types were not sent.
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of seats sold, and saves nothing else', async () => {
    const sold = 'These seats are sold and cannot be removed or renamed: Stalls-A-1';
    const calls = api({ patch: () => ({ status: 422, error: { message: sold } }) });
    renderWithProviders(<SeatingPage eventId="e1" />);
    await screen.findByRole('application');
    fireEvent.click(screen.getByRole('button', { name: 'Select row A of Stalls' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Stalls: 1 section, 0 seats (0 rows, 0 tables).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sold);
    expect(bodyOf(calls.patch).definition.sections[0]!.rows).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('lists every message of a refused chart, and offers to reload a chart someone else saved', async () => {
    api({ patch: () => ({ status: 409, error: { message: 'This chart was changed by someone else. Reload it to see the changes.' } }) });
    renderWithProviders(<SeatingPage eventId="e1" />);
    await screen.findByRole('application');
    fireEvent.change(screen.getByRole('textbox', { name: 'Chart name' }), { target: { value: 'Great hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This chart was changed by someone else. Reload it to see the changes.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the chart' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Chart name' }) as HTMLInputElement).value).toBe('Main hall');
  });

  it('undoes and redoes with the buttons and Ctrl+Z / Ctrl+Shift+Z', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    const canvas = await screen.findByRole('application');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect((undo as HTMLButtonElement).disabled).toBe(true);
    press(seat('3'));
    fireEvent.keyDown(canvas, { key: 'Delete' });
    expect(document.querySelector('[data-key="seat|s1|r1|3"]')).toBeNull();
    fireEvent.keyDown(canvas, { key: 'z', ctrlKey: true });
    expect(document.querySelector('[data-key="seat|s1|r1|3"]')).not.toBeNull();
    fireEvent.keyDown(canvas, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(document.querySelector('[data-key="seat|s1|r1|3"]')).toBeNull();
    fireEvent.click(undo);
    expect(document.querySelector('[data-key="seat|s1|r1|3"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(document.querySelector('[data-key="seat|s1|r1|3"]')).toBeNull();
  });

  it('moves the selection with the arrow keys, one step of the history', async () => {
    const calls = api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    const canvas = await screen.findByRole('application');
    press(seat('2'));
    fireEvent.keyDown(canvas, { key: 'ArrowDown' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight', shiftKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.patch).toHaveBeenCalled());
    const seats = bodyOf(calls.patch).definition.sections[0]!.rows[0]!.seats;
    // Saved from the top left corner: seat 2 is 25 units right of and 5 below where it was beside seat 1.
    expect([seats[1]!.x - seats[0]!.x, seats[1]!.y - seats[0]!.y]).toEqual([55, 5]);
  });

  it('moves what is dragged (one step of the history), selects with a box, and pans on empty space keeping the selection', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    const canvas = await screen.findByRole('application');
    const selected = () => within(screen.getByRole('region', { name: 'Selection' })).getByRole('status').textContent;
    const at = (number: string) => [seat(number).getAttribute('cx'), seat(number).getAttribute('cy')].map(Number);
    const mouse = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', element: Element, clientX: number, clientY: number) => fireEvent[type](element, { pointerId: 1, button: 0, pointerType: 'mouse', clientX, clientY });

    // The chart is drawn at its own size here (the test's page lays nothing out): pixels are drawing units.
    mouse('pointerDown', seat('2'), 10, 10);
    mouse('pointerMove', canvas, 40, 30);
    mouse('pointerUp', canvas, 40, 30);
    expect(at('2')).toEqual([110, 70]);
    expect(selected()).toBe('Selected: 1 seat');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(at('2')).toEqual([80, 50]);

    // Seats 1 and 2 lie 10 and 40 pixels right of the left edge, 30 down (the section's title above them).
    fireEvent.click(screen.getByRole('button', { name: 'Box select' }));
    mouse('pointerDown', canvas, 0, 0);
    mouse('pointerMove', canvas, 50, 50);
    mouse('pointerUp', canvas, 50, 50);
    expect(selected()).toBe('Selected: 2 seats');

    fireEvent.click(screen.getByRole('button', { name: 'Box select' }));
    const drawn = () => canvas.querySelector('g')!.getAttribute('transform');
    const before = drawn();
    mouse('pointerDown', canvas, 100, 80);
    mouse('pointerMove', canvas, 130, 90);
    mouse('pointerUp', canvas, 130, 90);
    fireEvent.click(canvas);
    expect(drawn()).not.toBe(before);
    expect(selected()).toBe('Selected: 2 seats');
    // A click on empty space that moved nothing clears the selection.
    mouse('pointerDown', canvas, 100, 80);
    mouse('pointerUp', canvas, 100, 80);
    fireEvent.click(canvas);
    expect(selected()).toBe('Nothing selected');
  });

  it('draws a selection box with a finger too once Box select is on, so that a phone can select several seats', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    const canvas = await screen.findByRole('application');
    const finger = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) => fireEvent[type](canvas, { pointerId: 5, pointerType: 'touch', clientX: x, clientY: y });
    fireEvent.click(screen.getByRole('button', { name: 'Box select' }));
    finger('pointerDown', 0, 0);
    finger('pointerMove', 80, 50);
    finger('pointerUp', 80, 50);
    expect(within(screen.getByRole('region', { name: 'Selection' })).getByRole('status').textContent).toBe('Selected: 3 seats');
  });

  it('adds a row through its dialog: straight or curved, numbered right to left', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    await screen.findByRole('application');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a row' });
    expect((within(dialog).getByRole('textbox', { name: 'Row label' }) as HTMLInputElement).value).toBe('B');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Seats' }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Numbering' }), { target: { value: 'rtl' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Shape' }), { target: { value: 'curved' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Stalls: 1 section, 7 seats (2 rows, 0 tables).')).toBeTruthy();
    // The new row is selected, ready to move.
    expect(within(screen.getByRole('region', { name: 'Selection' })).getByRole('status').textContent).toBe('Selected: 4 seats');
    const numbers = [...document.querySelectorAll('[data-key^="seat|s1|"]')].map((e) => e.getAttribute('data-key')!.split('|')).filter(([, , row]) => row !== 'r1');
    expect(numbers.map(([, , , n]) => n)).toEqual(['4', '3', '2', '1']);
  });

  it('refuses a row with a seat count out of range, saying why', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    await screen.findByRole('application');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a row' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Seats' }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Seats must be a whole number from 1 to 500');
  });

  it('maps categories to the event’s ticket types through the ticket types call, the rest of each ticket type unchanged', async () => {
    const calls = api();
    renderWithProviders(<SeatingPage eventId="e1" />);
    await screen.findByRole('application');
    const premium = screen.getByRole('group', { name: 'Ticket types selling Premium' });
    fireEvent.click(within(premium).getByRole('checkbox', { name: 'Premium' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved'));
    expect(calls.patch).not.toHaveBeenCalled();
    const [path, init] = calls.put.mock.calls[0] as unknown as [string, { body: { ticketTypes: Record<string, unknown>[] } }];
    expect(path).toBe('/client_side_api/v1/management/courses/{id}/tickets');
    expect(init.body.ticketTypes.map((t) => [t.id, t.name, t.price, t.seatsCategoryKeys])).toEqual([
      ['t1', 'Stalls', 3500, [1]],
      ['t2', 'Premium', 3500, [2]],
    ]);
  });

  it('offers the owner’s charts to an event without one, and uses the one chosen', async () => {
    const calls = api({ withChart: false });
    renderWithProviders(<SeatingPage eventId="e1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use Main hall' }));
    await waitFor(() => expect(calls.put).toHaveBeenCalled());
    const [path, init] = calls.put.mock.calls[0] as unknown as [string, { params: { path: { id: string } }; body: unknown }];
    expect([path, init.params.path.id, init.body]).toEqual(['/client_side_api/v1/management/courses/{id}/seating', 'e1', { chartId: 'c1' }]);
  });

  it('leaves a slot for further tabs beside the chart', async () => {
    api();
    renderWithProviders(<SeatingPage eventId="e1" tabs={[{ id: 'seats', label: 'Seats', render: ({ event: e }) => <p>Seats of {e.eventName}</p> }]} />);
    await screen.findByRole('application');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Seats' })));
    expect(screen.getByRole('tabpanel').textContent).toBe('Seats of Chamber Night');
    expect(screen.queryByRole('application')).toBeNull();
    // The tabs are one stop of the Tab order; the arrow keys go from one to the next.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0]);
    await act(async () => fireEvent.keyDown(screen.getByRole('tab', { name: 'Seats' }), { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Chart' }));
    expect(screen.getByRole('tab', { name: 'Chart' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('application')).toBeTruthy();
  });
});
