import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import { renderWithProviders } from '../../../test/render';
import type { Order, Ticket } from '../api/checkout';
import type { SeatingSnapshot } from '../api/seating';
import type { SeatLine } from '../seats';
import { CheckoutPage } from './checkout-page';
import { YourInfo } from './your-info';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
Element.prototype.scrollIntoView = () => undefined;

const ticket = (id: string, name: string, price: number, seatsCategoryKeys: number[]): Ticket => ({
  id,
  eventDateId: 'd1',
  attendance: 'in-person',
  name,
  description: '',
  price,
  fee: 69 + price / 100,
  cost: price + 69 + price / 100,
  currency: 'usd',
  quantity: 100,
  available: 100,
  startsSalesAt: null,
  endsSalesAt: null,
  timezone: 'America/New_York',
  visibilityScope: 'other',
  category: 'Admission',
  status: 'on_sale',
  statusLabel: null,
  membershipTierIds: [],
  memberDiscount: null,
  benefitLabel: null,
  customUserListsCode: null,
  initialQuantityPerCode: null,
  quantityPerCode: null,
  seatsCategoryKeys,
});
/** Stalls sold as one ticket type, the balcony as two (full price first), the pit by places; a programme without a seat. */
const tickets = [ticket('t-stalls', 'Stalls', 3500, [1]), ticket('t-balcony', 'Balcony', 2500, [2]), ticket('t-concession', 'Balcony concession', 1500, [2]), ticket('t-pit', 'Pit', 2000, [3]), ticket('t-programme', 'Programme', 500, [])];

const seat = (number: number, x: number, categoryKey: number) => ({ number: String(number), x, y: 100, categoryKey, accessible: false });
const snapshot: SeatingSnapshot = {
  version: 7,
  chartVersion: 2,
  definition: {
    width: 600,
    height: 400,
    categories: [
      { key: 1, label: 'Stalls', color: '#2563eb' },
      { key: 2, label: 'Balcony', color: '#16a34a' },
      { key: 3, label: 'Pit', color: '#d97706' },
    ],
    stage: null,
    labels: [],
    sections: [
      { id: 's', label: 'Stalls', rows: [{ id: 'a', label: 'A', seats: [1, 2, 3, 4].map((n) => seat(n, 40 * n, 1)) }], tables: [], areas: [] },
      { id: 'b', label: 'Balcony', rows: [{ id: 'ba', label: 'A', seats: [seat(1, 40, 2), seat(2, 80, 2)] }], tables: [], areas: [{ id: 'p', label: 'Pit', x: 0, y: 200, width: 200, height: 100, capacity: 50, categoryKey: 3 }] },
    ],
  },
  categories: [
    { key: 1, label: 'Stalls', color: '#2563eb', ticketTypes: [{ id: 't-stalls', name: 'Stalls', price: 3500, fee: 104, cost: 3604, currency: 'usd' }] },
    {
      key: 2,
      label: 'Balcony',
      color: '#16a34a',
      ticketTypes: [
        { id: 't-balcony', name: 'Balcony', price: 2500, fee: 94, cost: 2594, currency: 'usd' },
        { id: 't-concession', name: 'Balcony concession', price: 1500, fee: 84, cost: 1584, currency: 'usd' },
      ],
    },
    { key: 3, label: 'Pit', color: '#d97706', ticketTypes: [{ id: 't-pit', name: 'Pit', price: 2000, fee: 89, cost: 2089, currency: 'usd' }] },
  ],
  seats: [
    { label: 'Stalls-A-1', status: 'available', available: 1 },
    { label: 'Stalls-A-2', status: 'available', available: 1 },
    { label: 'Stalls-A-3', status: 'sold', available: 0 },
    { label: 'Stalls-A-4', status: 'available', available: 1 },
    { label: 'Balcony-A-1', status: 'available', available: 1 },
    { label: 'Balcony-A-2', status: 'not_for_sale', available: 0 },
    { label: 'Balcony-Pit', status: 'available', available: 40 },
  ],
};

const event = {
  id: 'e1',
  name: 'Chamber Night',
  timezone: 'America/New_York',
  currency: 'usd',
  dates: [{ id: 'd1', startsAt: '2030-01-05T00:00:00.000Z' }],
  donation: {},
  questions: [],
  codesAvailableInPerson: false,
  codesAvailableOnline: false,
  seatsEventKey: 'e1',
  seatsPublicKey: 'chart-1',
} as unknown as components['schemas']['EventResponse'];
const seatingKey = ['get', '/client_side_api/v1/seating/{dateId}', { params: { path: { dateId: 'd1' } } }] as const;
const cached: [readonly unknown[], unknown][] = [
  [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event],
  [['get', '/client_side_api/v1/tickets', { params: { query: { eventId: 'd1' } } }], tickets],
  [seatingKey, snapshot],
];

/** The order the API answers for a body: its seats as held, priced roughly (the page shows the order's own amount). */
const orderFor = (body: { seats?: SeatLine[] } = {}, overrides: Partial<Order> = {}) =>
  ({
    id: 'o1',
    status: 'express_processing',
    inProgress: true,
    amount: 3604,
    currency: 'usd',
    free: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2099-01-01T00:14:00.000Z',
    items: (body.seats ?? []).map((line, n) => ({ id: `i${n}`, ticket: line.ticketId, name: 'Stalls', price: 3500, fee: 104, discount: 0, discountName: null, seatLabel: line.seatLabel })),
    lines: [],
    donationAmount: 0,
    promoCode: null,
    secretCodes: [],
    customUserListsCodes: [],
    totals: { subtotal: 3500, fees: 104, discount: 0, donation: 0, total: 3604 },
    ticketType: 'in-person',
    personalOrder: false,
    express: true,
    confirmed: false,
    paymentResult: null,
    paymentGateway: 'demo',
    paymentIntent: null,
    clientSecret: null,
    stripePaymentMethod: null,
    user: null,
    collectInformationSetting: 'only-buyer',
    questions: [],
    course: { id: 'e1', name: 'Chamber Night', private: false },
    eventDate: null,
    owner: null,
    broadcastUrl: null,
    seats: body.seats ?? [],
    ...overrides,
  }) as Order;

type Body = { tickets: { id: string; quantity: number }[]; seats?: SeatLine[]; seatsHoldToken?: string; seatsReserved?: string[] };
/**
 * The API as the page calls it: order calls recorded (`refuse` answers one with an error instead), GETs answered
 * by `get` (signed out otherwise).
 */
function api({ refuse, get }: { refuse?: (path: string, body: Body) => { status: number; error: unknown } | undefined; get?: (path: string, init: { params: { query?: unknown } }) => unknown } = {}) {
  const calls: [string, Body][] = [];
  const answer = (call: string, body: Body) => {
    calls.push([call, body]);
    const refused = refuse?.(call, body);
    if (refused) return Promise.resolve({ error: refused.error, response: new Response(null, { status: refused.status }) });
    return Promise.resolve({ data: call.endsWith('/confirm') ? { order: orderFor(body), paymentRequest: null, items: [] } : orderFor(body), response: new Response() });
  };
  vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string, init: { body: Body }) => {
    if (path === '/client_side_api/v1/tracking/events') return Promise.resolve({ data: true, response: new Response() });
    return answer(`POST ${path}`, init?.body);
  }) as unknown as typeof fetchClient.POST);
  vi.spyOn(fetchClient, 'PATCH').mockImplementation(((path: string, init: { body: Body }) => answer(`PATCH ${path}`, init.body)) as unknown as typeof fetchClient.PATCH);
  vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string, init: { params: { query?: unknown } }) => {
    const data = get?.(path, init);
    if (data && typeof data === 'object' && 'status' in data && 'error' in data) return Promise.resolve({ error: data.error, response: new Response(null, { status: data.status as number }) });
    return data ? Promise.resolve({ data, response: new Response() }) : Promise.resolve({ error: { message: 'Unauthorized' }, response: new Response(null, { status: 401 }) });
  }) as unknown as typeof fetchClient.GET);
  return calls;
}

const seatButton = (name: string) => within(screen.getByRole('group', { name: 'Seat map' })).getByRole('button', { name });
const yourSeats = () =>
  screen.queryByRole('list', { name: 'Your seats' })
    ? within(screen.getByRole('list', { name: 'Your seats' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')!.textContent)
    : [];

describe('seat picking at checkout', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the chart above the tickets without seats, and holds a seat clicked through the order under the tab’s seat session', async () => {
    const calls = api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    await screen.findByRole('group', { name: 'Seat map' });
    // The seated ticket types are sold on the chart; the programme keeps its quantity.
    expect(screen.queryByLabelText('Quantity of Stalls')).toBeNull();
    expect(screen.getByLabelText('Quantity of Programme')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Balcony')?.parentElement?.textContent).toBe('Balcony · $15–$25');
    expect(seatButton('Stalls-A-3, Stalls $35, sold').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(seatButton('Stalls-A-1, Stalls $35, available'));
    expect(seatButton('Stalls-A-1, Stalls $35, selected')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    const token = sessionStorage.getItem('limelight:seats:d1');
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calls[0]).toEqual([
      'POST /client_side_api/v1/orders/create_express',
      expect.objectContaining({ event: 'd1', tickets: [], seats: [{ seatLabel: 'Stalls-A-1', ticketId: 't-stalls', ticketQuantity: 1 }], seatsHoldToken: token }),
    ]);

    // A second seat follows in the same order; clicking it again gives it back.
    fireEvent.click(seatButton('Stalls-A-2, Stalls $35, available'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual(['PATCH /client_side_api/v1/orders/{id}/update_express', expect.objectContaining({ seats: [expect.objectContaining({ seatLabel: 'Stalls-A-1' }), expect.objectContaining({ seatLabel: 'Stalls-A-2' })], seatsHoldToken: token })]);
    fireEvent.click(seatButton('Stalls-A-2, Stalls $35, selected'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]![1].seats).toEqual([{ seatLabel: 'Stalls-A-1', ticketId: 't-stalls', ticketQuantity: 1 }]);

    // The last seat removed (from the list of seats), nothing else chosen: the order goes, its seats with it.
    expect(yourSeats()).toEqual(['Stalls-A-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove seat Stalls-A-1' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]![0]).toBe('POST /client_side_api/v1/orders/{id}/cancel');
    expect(screen.queryByLabelText('Time remaining')).toBeNull();
  });

  it('asks which ticket type when several sell the seat’s category (the first chosen), and how many places of an area', async () => {
    const calls = api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    fireEvent.click(await screen.findByRole('button', { name: 'Balcony-A-1, Balcony $15–$25, available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balcony-A-1' });
    expect((within(dialog).getByRole('radio', { name: 'Balcony · $25 + $0.94 fee' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Balcony concession · $15 + $0.84 fee' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add seat' }));

    fireEvent.click(seatButton('Balcony-Pit, Pit $20, 40 places available'));
    const area = await screen.findByRole('dialog', { name: 'Balcony-Pit' });
    expect(within(area).queryByRole('radio')).toBeNull();
    fireEvent.change(within(area).getByLabelText('How many places'), { target: { value: '3' } });
    fireEvent.click(within(area).getByRole('button', { name: 'Add places' }));

    await waitFor(() => expect(calls.at(-1)?.[1].seats).toHaveLength(2));
    expect(calls.at(-1)![1].seats).toEqual([
      { seatLabel: 'Balcony-A-1', ticketId: 't-concession', ticketQuantity: 1 },
      { seatLabel: 'Balcony-Pit', ticketId: 't-pit', ticketQuantity: 3 },
    ]);
    expect(within(screen.getByRole('list', { name: 'Your seats' })).getByText(/Balcony concession/)).toBeTruthy();
  });

  it('gives the focus back to the seat when its ticket type dialog closes', async () => {
    api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    const balcony = await screen.findByRole('button', { name: 'Balcony-A-1, Balcony $15–$25, available' });
    balcony.focus();
    expect(document.activeElement).toBe(balcony);
    fireEvent.keyDown(balcony, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Balcony-A-1' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(balcony));
  });

  it('drops seats someone else just took, with the API’s message, and holds the rest', async () => {
    const taken = 'Some of the seats you chose were just taken: Stalls-A-2';
    let refused = false;
    const calls = api({
      refuse: (_call, body) => {
        if (refused || !body.seats?.some((s) => s.seatLabel === 'Stalls-A-2')) return undefined;
        refused = true;
        return { status: 409, error: { message: taken } };
      },
      // The map loaded again shows the seat held.
      get: (path) => (path === '/client_side_api/v1/seating/{dateId}' ? { ...snapshot, version: 8, seats: snapshot.seats.map((s) => (s.label === 'Stalls-A-2' ? { ...s, status: 'held', available: 0 } : s)) } : undefined),
    });
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    fireEvent.click(await screen.findByRole('button', { name: 'Stalls-A-1, Stalls $35, available' }));
    fireEvent.click(seatButton('Stalls-A-2, Stalls $35, available'));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(yourSeats()).toEqual(['Stalls-A-1']);
    await waitFor(() => expect(seatButton('Stalls-A-2, Stalls $35, held')).toBeTruthy());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map(([call, body]) => [call, body.seats?.map((s) => s.seatLabel)])).toEqual([
      ['POST /client_side_api/v1/orders/create_express', ['Stalls-A-1', 'Stalls-A-2']],
      ['POST /client_side_api/v1/orders/create_express', ['Stalls-A-1']],
    ]);
  });

  it('selects the best available seats the API offers, continues with them and confirms them under the seat session', async () => {
    const calls = api({
      get: (path, init) => {
        if (path !== '/client_side_api/v1/seating/{dateId}/best_available') return undefined;
        expect(init.params.query).toEqual({ quantity: 2, category: 1 });
        return {
          seats: [
            { seatLabel: 'Stalls-A-1', ticketId: 't-stalls', ticketQuantity: 1 },
            { seatLabel: 'Stalls-A-2', ticketId: 't-stalls', ticketQuantity: 1 },
          ],
        };
      },
    });
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    fireEvent.change(await screen.findByLabelText('Number of seats'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Best available' })));
    expect(yourSeats()).toEqual(['Stalls-A-1', 'Stalls-A-2']);
    expect(seatButton('Stalls-A-2, Stalls $35, selected')).toBeTruthy();

    await act(async () => fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Continue' })));
    await screen.findByText('2. Your info');
    const token = sessionStorage.getItem('limelight:seats:d1');
    expect(calls.at(-1)![1]).toMatchObject({ seats: [{ seatLabel: 'Stalls-A-1' }, { seatLabel: 'Stalls-A-2' }], seatsHoldToken: token });
    expect(screen.getByText('Seats: Stalls-A-1, Stalls-A-2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Confirm email'), { target: { value: 'ada@example.com' } });
    await act(async () => fireEvent.submit(document.querySelector('#your-info')!));
    const [call, body] = calls.at(-1)!;
    expect(call).toBe('POST /client_side_api/v1/orders/{id}/confirm');
    expect(body).toMatchObject({ seatsHoldToken: token, seatsReserved: ['Stalls-A-1', 'Stalls-A-2'] });
  });

  it('goes back to the chart when confirming finds the seats no longer held: the map loads again and Continue holds them again', async () => {
    let loads = 0;
    const calls = api({
      refuse: (call) => (call.endsWith('/confirm') ? { status: 409, error: { message: 'Your seats are no longer held. Choose them again.' } } : undefined),
      get: (path) => (path === '/client_side_api/v1/seating/{dateId}' ? (loads++, snapshot) : undefined),
    });
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    fireEvent.click(await screen.findByRole('button', { name: 'Stalls-A-1, Stalls $35, available' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Continue' })));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Confirm email'), { target: { value: 'ada@example.com' } });
    await act(async () => fireEvent.submit(document.querySelector('#your-info')!));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your seats are no longer held. Choose them again.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('1. Tickets');
    expect(yourSeats()).toEqual(['Stalls-A-1']);
    await waitFor(() => expect(loads).toBe(1));

    await act(async () => fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Continue' })));
    expect(calls.at(-1)).toEqual(['PATCH /client_side_api/v1/orders/{id}', expect.objectContaining({ seats: [{ seatLabel: 'Stalls-A-1', ticketId: 't-stalls', ticketQuantity: 1 }] })]);
  });

  it('closes the changes stream once the seat map leaves the page', async () => {
    const sources: { url: string; closed: boolean }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        onerror = null;
        constructor(readonly url: string) {
          sources.push(this as unknown as { url: string; closed: boolean });
        }
        closed = false;
        addEventListener() {}
        close() {
          this.closed = true;
        }
      },
    );
    api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    fireEvent.click(await screen.findByRole('button', { name: 'Stalls-A-1, Stalls $35, available' }));
    expect(sources.map((s) => s.closed)).toEqual([false]);
    // On to the info step: the map is gone, and so is its stream.
    await act(async () => fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Continue' })));
    await screen.findByLabelText('First name');
    expect(sources.map((s) => s.closed)).toEqual([true]);
  });

  it('names each attendee’s seat from the chart, with nothing to type for it', async () => {
    const seated = orderFor({ seats: [{ seatLabel: 'Stalls-A-1', ticketId: 't-stalls', ticketQuantity: 1 }, { seatLabel: 'Stalls-A-2', ticketId: 't-stalls', ticketQuantity: 1 }] }, { collectInformationSetting: 'each-attendee' });
    renderWithProviders(<YourInfo order={seated} seatsHeld={{ seatsHoldToken: 'token', seatsReserved: ['Stalls-A-1', 'Stalls-A-2'] }} onBack={() => undefined} onDirty={() => undefined} onConfirmed={() => undefined} />);
    const first = await screen.findByRole('group', { name: 'Attendee 1: Stalls, seat Stalls-A-1' });
    expect(screen.getByRole('group', { name: 'Attendee 2: Stalls, seat Stalls-A-2' })).toBeTruthy();
    expect(within(first).queryByLabelText(/seat/i)).toBeNull();
  });

  it('says so when no seats side by side are left', async () => {
    api({ get: (path) => (path === '/client_side_api/v1/seating/{dateId}/best_available' ? { status: 404, error: { message: 'No 4 seats side by side are available' } } : undefined) });
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    fireEvent.change(await screen.findByLabelText('Number of seats'), { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Best available' })));
    expect(screen.getByRole('alert').textContent).toBe('No 4 seats side by side are available');
    expect(yourSeats()).toEqual([]);
  });

  it('offers the same places as a table with a checkbox for each one that can be chosen, used with the keyboard', async () => {
    const calls = api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    const toggle = await screen.findByRole('button', { name: 'List view' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Seats' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Section', 'Row', 'Seat', 'Price', 'Choose']);
    const row = (label: string) => within(table).getAllByRole('row').find((r) => r.querySelector(`[aria-label="${label}"]`) || r.textContent?.startsWith(label))!;
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1, 4)
        .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent)),
    ).toEqual([
      ['Stalls', 'A', '1', '$35', ''],
      ['Stalls', 'A', '2', '$35', ''],
      ['Stalls', 'A', '3', '$35', 'Sold'],
    ]);
    expect(row('Balcony-A-2')).toBeUndefined();
    expect(within(table).getByText('Not for sale')).toBeTruthy();
    // Native checkboxes: reached with Tab, ticked with Space (which clicks the focused box).
    const box = within(table).getByRole('checkbox', { name: 'Stalls-A-4' }) as HTMLInputElement;
    expect(box.tabIndex).toBe(0);
    box.focus();
    expect(document.activeElement).toBe(box);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(yourSeats()).toEqual(['Stalls-A-4']);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]![1].seats).toEqual([{ seatLabel: 'Stalls-A-4', ticketId: 't-stalls', ticketQuantity: 1 }]);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(yourSeats()).toEqual([]);
  });

  it('follows the changes stream, and loads the map again when a version is skipped', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent) => void>();
      onerror: (() => void) | null = null;
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
      emit(data: unknown) {
        this.listeners.get('seats')!(new MessageEvent('seats', { data: JSON.stringify(data) }));
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let loads = 0;
    api({ get: (path) => (path === '/client_side_api/v1/seating/{dateId}' ? (loads++, { ...snapshot, version: 20, seats: snapshot.seats.map((s) => ({ ...s, status: 'sold', available: 0 })) }) : undefined) });
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: cached });
    await screen.findByRole('group', { name: 'Seat map' });
    expect(sources.map((s) => s.url)).toEqual(['/client_side_api/v1/seating/d1/changes']);

    act(() => sources[0]!.emit({ version: 7, seats: [] }));
    act(() => sources[0]!.emit({ version: 8, seats: [{ label: 'Stalls-A-1', status: 'held', available: 0 }] }));
    await waitFor(() => expect(seatButton('Stalls-A-1, Stalls $35, held')).toBeTruthy());
    expect(loads).toBe(0);
    act(() => sources[0]!.emit({ version: 10, seats: [{ label: 'Stalls-A-2', status: 'sold', available: 0 }] }));
    await waitFor(() => expect(seatButton('Stalls-A-4, Stalls $35, sold')).toBeTruthy());
    expect(loads).toBe(1);
  });
});
