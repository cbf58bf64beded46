import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { ownerCardReadersQuery } from '../api/terminal';
import { AddGuestsDialog } from './add-guests-dialog';

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const dates = [{ id: 'd1', startsAt: '2030-01-01T19:00:00Z', past: false }] as never;
const ticketTypes = [{ id: 't1', eventDateId: 'd1', name: 'General', available: 10, visibilityScope: 'other' }] as never;
const dialog = (readers: unknown[]) =>
  renderWithProviders(<AddGuestsDialog eventId="e1" ownerId={ownerId} dates={dates} ticketTypes={ticketTypes} timezone="UTC" initialDateId="d1" onClose={() => undefined} onAdded={() => undefined} />, {
    data: [[ownerCardReadersQuery(ownerId).queryKey, readers]],
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AddGuestsDialog payment', () => {
  it("offers 'Comp (free)' and keeps 'Card reader' disabled, with the reason, while the owner has no readers", async () => {
    dialog([]);
    expect(((await screen.findByRole('radio', { name: 'Comp (free)' })) as HTMLInputElement).checked).toBe(true);
    const reader = screen.getByRole('radio', { name: 'Card reader' }) as HTMLInputElement;
    expect(reader.disabled).toBe(true);
    expect(screen.getByText('Add a card reader on the Payouts settings to take card payments here.').id).toBe(reader.getAttribute('aria-describedby'));
    expect(screen.getByRole('button', { name: 'Add guests' })).toBeTruthy();
  });

  it('lets the box office choose one of the readers and charge there', async () => {
    dialog([
      { id: 'r1', name: 'Front desk', stripeReaderId: 'tmr_1', stripeSerialNumber: 'S1' },
      { id: 'r2', name: 'Back bar', stripeReaderId: 'tmr_2', stripeSerialNumber: 'S2' },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Card reader' }));
    const select = screen.getByRole('combobox', { name: 'Card reader' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Front desk', 'Back bar']);
    expect(screen.getByRole('button', { name: 'Charge at card reader' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
  });
});

describe('AddGuestsDialog on a seated event', () => {
  const seatedTickets = [
    { id: 't-stalls', eventDateId: 'd1', name: 'Stalls', available: 10, visibilityScope: 'other', seatsCategoryKeys: [1] },
    { id: 't-standing', eventDateId: 'd1', name: 'Standing', available: 10, visibilityScope: 'other', seatsCategoryKeys: [] },
  ] as never;
  const place = (label: string, row: string, categoryKey: number) => ({ label, kind: 'seat', section: 'Stalls', row, table: null, area: null, number: '1', categoryKey, accessible: false, capacity: 1, x: 0, y: 0 });
  const reply = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });

  /** The API; with `takenMeanwhile`, Stalls-A-2 is sold to someone else as the first guests are added. */
  function api({ takenMeanwhile = false } = {}) {
    let sold = false;
    const get = vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) => {
      if (path.endsWith('/seating')) return reply({ chartId: 'c1', chart: { places: [place('Stalls-A-1', 'A', 1), place('Stalls-A-2', 'A', 1), place('Stalls-A-3', 'A', 1), place('Balcony-A-1', 'A', 2)] }, ticketTypes: [] });
      if (path.endsWith('/seating/seats'))
        return reply([
          { label: 'Stalls-A-1', place: 1, status: 'sold', holder: { name: 'Ana Lima', registrationId: 'r1', orderId: 'o1' } },
          sold ? { label: 'Stalls-A-2', place: 1, status: 'sold', holder: { name: 'Cleo Park', registrationId: 'r9', orderId: 'o9' } } : { label: 'Stalls-A-2', place: 1, status: 'available', holder: null },
          { label: 'Stalls-A-3', place: 1, status: 'kept', holder: null },
          { label: 'Balcony-A-1', place: 1, status: 'available', holder: null },
        ]);
      return reply([]);
    }) as never);
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation((() => {
      if (takenMeanwhile && !sold) {
        sold = true;
        return Promise.resolve({ error: { message: 'Some of the seats you chose were just taken: Stalls-A-2' }, response: new Response(null, { status: 409 }) });
      }
      return Promise.resolve({ data: { orderId: 'o2', registrationIds: ['r2', 'r3'], message: 'Guest(s) added successfully!' }, response: new Response(null, { status: 200 }) });
    }) as never);
    return { get, post };
  }

  const seatedDialog = (onAdded = () => undefined) =>
    renderWithProviders(<AddGuestsDialog eventId="e1" ownerId={ownerId} dates={dates} ticketTypes={seatedTickets} timezone="UTC" initialDateId="d1" seated onClose={() => undefined} onAdded={onAdded} />, {
      data: [[ownerCardReadersQuery(ownerId).queryKey, []]],
    });
  const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => [o.textContent, o.disabled]);

  it('gives each guest of a seated ticket a free or kept seat of its categories, never one seat twice', async () => {
    const calls = api();
    const onAdded = vi.fn();
    seatedDialog(onAdded);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    const first = await screen.findByRole('combobox', { name: 'Guest 1 seat' });
    await waitFor(() => expect(options(first)).toEqual([['No seat', false], ['Stalls-A-2', false], ['Stalls-A-3 · kept for guests', false]]));
    fireEvent.change(first, { target: { value: 'Stalls-A-3' } });
    const second = screen.getByRole('combobox', { name: 'Guest 2 seat' });
    expect(options(second)).toEqual([['No seat', false], ['Stalls-A-2', false], ['Stalls-A-3 · kept for guests', true]]);
    fireEvent.change(second, { target: { value: 'Stalls-A-2' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Guest 2' })).getByRole('textbox', { name: 'Guest 2 first name' }), { target: { value: 'Ben' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add guests' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('d1'));
    const [path, init] = calls.post.mock.calls[0] as unknown as [string, { body: { tickets: unknown; guests: unknown } }];
    expect(path).toBe('/client_side_api/v1/management/courses/{id}/guests');
    expect(init.body.tickets).toEqual([{ id: 't-stalls', quantity: 2 }]);
    expect(init.body.guests).toEqual([
      { firstName: undefined, lastName: undefined, email: undefined, seat: 'Stalls-A-3' },
      { firstName: 'Ben', lastName: undefined, email: undefined, seat: 'Stalls-A-2' },
    ]);
  });

  it('offers the seats as they are now when one chosen was just taken, keeping the others', async () => {
    const calls = api({ takenMeanwhile: true });
    seatedDialog();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    const first = await screen.findByRole('combobox', { name: 'Guest 1 seat' });
    await waitFor(() => expect(options(first)).toHaveLength(3));
    fireEvent.change(first, { target: { value: 'Stalls-A-3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Guest 2 seat' }), { target: { value: 'Stalls-A-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add guests' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Some of the seats you chose were just taken: Stalls-A-2');
    const second = screen.getByRole('combobox', { name: 'Guest 2 seat' }) as HTMLSelectElement;
    await waitFor(() => expect(options(second)).toEqual([['No seat', false], ['Stalls-A-3 · kept for guests', true]]));
    expect([(first as HTMLSelectElement).value, second.value]).toEqual(['Stalls-A-3', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Add guests' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(2));
    expect((calls.post.mock.calls[1]![1] as { body: { guests: { seat?: string }[] } }).body.guests.map((g) => g.seat)).toEqual(['Stalls-A-3', undefined]);
  });

  it('offers no seats for a ticket selling no chart category, and clears the seats chosen when the ticket changes', async () => {
    api();
    seatedDialog();
    const seat = await screen.findByRole('combobox', { name: 'Guest 1 seat' });
    await waitFor(() => expect(options(seat).length).toBe(3));
    fireEvent.change(seat, { target: { value: 'Stalls-A-2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ticket' }), { target: { value: 't-standing' } });
    expect(screen.queryByRole('combobox', { name: 'Guest 1 seat' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ticket' }), { target: { value: 't-stalls' } });
    expect((screen.getByRole('combobox', { name: 'Guest 1 seat' }) as HTMLSelectElement).value).toBe('');
  });
});
