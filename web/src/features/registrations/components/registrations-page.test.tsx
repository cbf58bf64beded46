import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { RegistrationsPage } from './registrations-page';

const event = { id: 'e1', name: 'Riverside Jazz', timezone: 'UTC', canManage: true, accessSetting: 'door', owner: { id: 'o1' }, ticketTypes: [], dates: [{ id: 'd1', startsAt: '2030-12-05T00:00:00.000Z', past: false }] };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the guest list', () => {
  it("leads the event's staff to the box office of the date shown and to the door check-in", async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation((() => Promise.resolve({ data: { data: [], page: 1, perPage: 10, totalCount: 0 }, response: new Response(null, { status: 200 }) })) as never);
    renderWithProviders(<RegistrationsPage eventId="e1" dateId="d1" successMessage={undefined} onDate={() => undefined} onDismissMessage={() => undefined} onGuestsAdded={() => undefined} />, {
      data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event]],
    });
    expect((await screen.findByRole('link', { name: 'Box office' })).getAttribute('href')).toBe('/personal_order?course=e1&event=d1');
    expect(screen.getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe('/management/courses/e1/check-in?event_id=d1');
    // No seats without a seating chart.
    expect(screen.queryByRole('columnheader', { name: 'Seat' })).toBeNull();
  });
});

describe('moving a guest’s seat', () => {
  const seatedEvent = {
    ...event,
    seatsEventKey: 'e1',
    ticketTypes: [
      { id: 't-stalls', eventDateId: 'd1', name: 'Stalls', seatsCategoryKeys: [1] },
      { id: 't-balcony', eventDateId: 'd1', name: 'Balcony', seatsCategoryKeys: [2] },
    ],
  };
  const row = (id: string, name: string, seat: string | null, status = 'active') => ({
    id,
    name,
    firstName: name,
    lastName: '',
    email: '',
    ticket: 'Stalls',
    ticketTypeId: 't-stalls',
    seat,
    status,
    paymentType: 'free',
    orderId: `order-${id}`,
    eventDateId: 'd1',
    checkedIn: false,
    checkedInAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
  });
  const place = (label: string, section: string, rowLabel: string | null, categoryKey: number, kind = 'seat') => ({ label, kind, section, row: rowLabel, table: null, area: kind === 'area' ? label : null, number: '1', categoryKey, accessible: false, capacity: 1, x: 0, y: 0 });
  const places = [
    place('Stalls-A-1', 'Stalls', 'A', 1),
    place('Stalls-A-2', 'Stalls', 'A', 1),
    place('Stalls-A-3', 'Stalls', 'A', 1),
    place('Stalls-B-1', 'Stalls', 'B', 1),
    place('Balcony-A-1', 'Balcony', 'A', 2),
    place('Stalls-Floor', 'Stalls', null, 1, 'area'),
  ];
  const seats = [
    { label: 'Stalls-A-1', place: 1, status: 'sold', holder: { name: 'Ana Lima', registrationId: 'reg-1', orderId: 'order-reg-1' } },
    { label: 'Stalls-A-2', place: 1, status: 'held', holder: null },
    { label: 'Stalls-A-3', place: 1, status: 'available', holder: null },
    { label: 'Stalls-B-1', place: 1, status: 'kept', holder: null },
    { label: 'Balcony-A-1', place: 1, status: 'available', holder: null },
    { label: 'Stalls-Floor', place: 1, status: 'available', holder: null },
    { label: 'Stalls-Floor', place: 2, status: 'available', holder: null },
  ];
  const ok = (data: unknown, status = 200) => Promise.resolve({ data: status < 300 ? data : undefined, error: status < 300 ? undefined : data, response: new Response(null, { status }) });

  /** The API; the date's seats read after the first time are `later` (someone took one meanwhile). */
  function api(move: () => Promise<unknown> = () => ok({ message: 'Moved to seat Stalls-B-1' }), later = seats) {
    let seatReads = 0;
    const get = vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) => {
      if (path.endsWith('/registrations')) return ok({ data: [row('reg-1', 'Ana Lima', 'Stalls-A-1'), row('reg-9', 'Refunded Rob', 'Stalls-A-9', 'refunded')], page: 1, perPage: 10, totalCount: 2 });
      if (path.endsWith('/seating')) return ok({ chartId: 'c1', chart: { places }, ticketTypes: [] });
      if (path.endsWith('/seating/seats')) return ok(seatReads++ ? later : seats);
      return ok({ message: 'Not found' }, 404);
    }) as never);
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(move as never);
    return { get, post };
  }

  const page = () =>
    renderWithProviders(<RegistrationsPage eventId="e1" dateId="d1" successMessage={undefined} onDate={() => undefined} onDismissMessage={() => undefined} onGuestsAdded={() => undefined} />, {
      data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], seatedEvent]],
    });

  async function openMoveSeat() {
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Ana Lima' }), { key: 'Enter' });
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Move seat' }));
    return screen.findByRole('dialog', { name: 'Move seat' });
  }

  it('shows the seats of a seated event, and offers Move seat on valid seated tickets only', async () => {
    api();
    page();
    expect(await screen.findByRole('columnheader', { name: 'Seat' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Stalls-A-1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Ana Lima' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Refunded Rob' })).toBeNull();
  });

  it('moves the guest to a free or kept seat of their ticket’s categories', async () => {
    const calls = api();
    vi.spyOn(toast, 'success').mockImplementation(() => 0);
    page();
    const dialog = await openMoveSeat();
    expect(dialog.textContent).toContain('Ana Lima sits in Stalls-A-1.');
    const picker = (await within(dialog).findByRole('combobox', { name: 'New seat' })) as HTMLSelectElement;
    // Neither the sold nor the held seat, nor the balcony the Stalls ticket does not sell.
    expect([...picker.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)])).toEqual([
      ['Stalls · Row A', ['Stalls-A-3']],
      ['Stalls · Row B', ['Stalls-B-1 · kept for guests']],
      ['Stalls', ['Stalls-Floor · 2 free']],
    ]);
    fireEvent.change(picker, { target: { value: 'Stalls-B-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Moved to seat Stalls-B-1'));
    const [path, init] = calls.post.mock.calls[0] as unknown as [string, { params: unknown; body: unknown }];
    expect([path, init.params, init.body]).toEqual(['/client_side_api/v1/order_items/{id}/seat', { path: { id: 'reg-1' } }, { seatLabel: 'Stalls-B-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands the focus back to the row’s menu button when the dialog closes', async () => {
    api();
    page();
    const dialog = await openMoveSeat();
    await within(dialog).findByRole('combobox', { name: 'New seat' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Ana Lima' }));
  });

  it('keeps the dialog open with the API’s message when the seat was just taken, and offers the seats as they are now', async () => {
    const taken = seats.map((s) => (s.label === 'Stalls-A-3' ? { ...s, status: 'sold', holder: { name: 'Cleo Park', registrationId: 'reg-3', orderId: 'order-reg-3' } } : s));
    api(() => ok({ message: 'Some of the seats you chose were just taken: Stalls-A-3' }, 409), taken);
    page();
    const dialog = await openMoveSeat();
    const picker = (await within(dialog).findByRole('combobox', { name: 'New seat' })) as HTMLSelectElement;
    fireEvent.change(picker, { target: { value: 'Stalls-A-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Some of the seats you chose were just taken: Stalls-A-3');
    await waitFor(() => expect([...picker.options].map((o) => o.value)).not.toContain('Stalls-A-3'));
    expect(picker.value).toBe('');
  });
});
