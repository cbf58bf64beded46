import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { fetchClient } from '../../../lib/api/client';
import { eventTicketsKey, ownerListsParams } from '../api/event-tickets';
import { formValuesOf, requestBody, type ManagedTickets } from '../ticket-types';
import { EventTicketsPage } from './event-tickets-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const currencies = [
  { code: 'usd' as const, symbol: '$', digits: 2, fixedFee: 69 },
  { code: 'eur' as const, symbol: '€', digits: 2, fixedFee: 69 },
  { code: 'jpy' as const, symbol: '¥', digits: 0, fixedFee: 1 },
];
const ticket = {
  attendance: 'in-person' as const,
  description: '',
  currency: 'usd' as const,
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
  seatsCategoryKeys: [] as number[],
};

/** The API's answer for an event in New York with two dates: three ticket types on the first (one with sales), none on the second. */
const data: ManagedTickets = {
  eventId: 'e1',
  ownerId: 'o1',
  eventName: 'Jazz at the Riverside',
  timezone: 'America/New_York',
  currency: 'usd',
  feePercent: 1,
  currencies,
  dates: [
    {
      id: 'd1',
      startsAt: '2030-06-05T23:00:00.000Z',
      endsAt: null,
      doorTime: null,
      past: false,
      sold: 3,
      ticketTypes: [
        { ...ticket, id: 't1', eventDateId: 'd1', name: 'General admission', price: 2000, fee: 89, cost: 2089, quantity: 100, sold: 3, startsSalesAt: '2030-05-01T13:00:00.000Z' },
        { ...ticket, id: 't2', eventDateId: 'd1', name: 'Table for two', price: 6000, fee: 129, cost: 6129, quantity: 10, sold: 0, category: 'Add on' },
        {
          ...ticket,
          id: 't3',
          eventDateId: 'd1',
          name: 'Patron circle',
          price: 50000,
          fee: 569,
          cost: 50569,
          quantity: 10,
          sold: 0,
          visibilityScope: 'secret',
          secret: true,
          code: 'PATRON',
          quantityPerCode: 2,
        },
      ],
    },
    { id: 'd2', startsAt: '2030-06-12T23:00:00.000Z', endsAt: null, doorTime: null, past: false, sold: 0, ticketTypes: [] },
  ],
};

const tiers = [
  { id: 'tier-gold', name: 'Gold', archived: false },
  { id: 'tier-silver', name: 'Silver', archived: true },
];
const lists = [
  { id: 'list-porch', name: 'Porch friends', userCount: 12, createdAt: '2030-01-05T12:00:00.000Z' },
  { id: 'list-board', name: 'Board', userCount: 4, createdAt: '2030-02-05T12:00:00.000Z' },
];
const renderPage = (ownerLists = lists) =>
  renderWithProviders(<EventTicketsPage id="e1" />, {
    path: '/management/courses/e1/tickets',
    data: [
      [eventTicketsKey('e1'), data],
      [['get', '/client_side_api/v1/profile_management/membership_tiers', { params: { query: { ownerId: 'o1' } } }], tiers],
      [['get', '/client_side_api/v1/profile_management/custom_user_lists', { params: { query: ownerListsParams('o1') } }], { data: ownerLists, totalCount: ownerLists.length, page: 1, perPage: 100 }],
      [['get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id: 'o1' } } }], { id: 'o1', username: 'riverside' }],
    ],
  });
const firstDate = () => screen.getByRole('region', { name: /Wed, Jun 5, 2030/ });

describe('the tickets page', () => {
  it('lists each date’s ticket types with price, fee, what buyers pay, quantity, sold, sales window, visibility, category and secret code', async () => {
    renderPage();
    const rows = within(await screen.findByRole('region', { name: /Wed, Jun 5, 2030 · 7:00 PM EDT/ })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('TicketPriceFeeBuyer paysQuantitySoldOn saleVisibilityCategorySecret code'),
      expect.stringContaining('General admission$20$0.89$20.891003From May 1, 2030, 9:00 AM EDTPublicAdmission—'),
      expect.stringContaining('Table for two$60$1.29$61.29100Until sold outPublicAdd on—'),
      expect.stringContaining('Patron circle$500$5.69$505.69100Until sold outSecret (with a code)AdmissionPATRON'),
    ]);
    expect(screen.getByText('3 sold')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Wed, Jun 12, 2030/ })).getByText('No ticket types for this date.')).toBeTruthy();
    // Sold tickets keep their ticket type.
    expect((screen.getByRole('button', { name: 'Remove General admission' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove Table for two' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Save tickets' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the fee and what buyers pay as the price is typed, with the fee rule of the API', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Table for two' }));
    const editor = screen.getByRole('group', { name: 'Ticket 2' });
    fireEvent.change(within(editor).getByLabelText('Price (USD)'), { target: { value: '25.50' } });
    expect(within(editor).getByText('Fee $0.95 · Buyer pays $26.45')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Price (USD)'), { target: { value: '0' } });
    expect(within(editor).getByText('Fee $0 · Buyer pays $0')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'jpy' } });
    fireEvent.change(within(editor).getByLabelText('Price (JPY)'), { target: { value: '2000' } });
    expect(within(editor).getByText('Fee ¥21 · Buyer pays ¥2021')).toBeTruthy();
  });

  it('adds a ticket type to a date and checks it before anything is sent: a secret ticket needs a code, no quantity below sold', async () => {
    renderPage();
    fireEvent.click(within(await screen.findByRole('region', { name: /Wed, Jun 12, 2030/ })).getByRole('button', { name: 'Add a ticket type' }));
    const added = screen.getByRole('group', { name: 'Ticket 4' });
    fireEvent.change(within(added).getByLabelText('Visibility'), { target: { value: 'secret' } });
    fireEvent.change(within(added).getByLabelText('Tickets per code'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit General admission' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'Ticket 1' })).getByLabelText('Quantity'), { target: { value: '2' } });
    const fetch = vi.spyOn(globalThis, 'fetch');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));

    expect(within(added).getByText('Ticket name is required')).toBeTruthy();
    expect(within(added).getByText('Secret tickets need a code')).toBeTruthy();
    expect(within(added).getByText('Quantity per code must be at least 1')).toBeTruthy();
    expect(screen.getByText('The quantity of General admission cannot be less than the 3 tickets sold')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("makes a members-only ticket choose the owner's membership tiers and sends the chosen ones", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Table for two' }));
    const editor = screen.getByRole('group', { name: 'Ticket 2' });
    expect(within(editor).queryByRole('group', { name: 'Membership tiers' })).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Visibility'), { target: { value: 'member' } });
    const picker = within(editor).getByRole('group', { name: 'Membership tiers' });
    expect(within(picker).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Gold', 'Silver(hidden)']);

    const fetch = vi.spyOn(globalThis, 'fetch');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));
    expect(within(picker).getByText('Select at least one membership tier')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    const put = vi.spyOn(fetchClient, 'PUT').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<typeof fetchClient.PUT>);
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Gold' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));
    const body = put.mock.calls[0]![1]!.body as { ticketTypes: { name: string; visibilityScope: string; membershipTierIds: string[] }[] };
    expect(body.ticketTypes.map(({ name, visibilityScope, membershipTierIds }) => ({ name, visibilityScope, membershipTierIds }))).toEqual([
      { name: 'General admission', visibilityScope: 'other', membershipTierIds: [] },
      { name: 'Table for two', visibilityScope: 'member', membershipTierIds: ['tier-gold'] },
      { name: 'Patron circle', visibilityScope: 'secret', membershipTierIds: [] },
    ]);
  });

  it("makes a list ticket choose the owner's lists and how many tickets a share code buys, and sends them", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Table for two' }));
    const editor = screen.getByRole('group', { name: 'Ticket 2' });
    expect(within(editor).queryByRole('group', { name: 'Lists' })).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Visibility'), { target: { value: 'list' } });
    const picker = within(editor).getByRole('group', { name: 'Lists' });
    expect(within(picker).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Porch friends', 'Board']);
    fireEvent.change(within(editor).getByLabelText('Tickets per share code'), { target: { value: '0' } });

    const fetch = vi.spyOn(globalThis, 'fetch');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));
    expect(within(picker).getByText('Select at least one list')).toBeTruthy();
    expect(within(editor).getByText('Quantity per code must be at least 1')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    const put = vi.spyOn(fetchClient, 'PUT').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<typeof fetchClient.PUT>);
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Board' }));
    fireEvent.change(within(editor).getByLabelText('Tickets per share code'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));
    const body = put.mock.calls[0]![1]!.body as { ticketTypes: { name: string; visibilityScope: string; customUserListIds: string[]; initialQuantityPerCode: number | null }[] };
    expect(body.ticketTypes.map(({ name, visibilityScope, customUserListIds, initialQuantityPerCode }) => ({ name, visibilityScope, customUserListIds, initialQuantityPerCode }))).toEqual([
      { name: 'General admission', visibilityScope: 'other', customUserListIds: [], initialQuantityPerCode: null },
      { name: 'Table for two', visibilityScope: 'list', customUserListIds: ['list-board'], initialQuantityPerCode: 2 },
      { name: 'Patron circle', visibilityScope: 'secret', customUserListIds: [], initialQuantityPerCode: null },
    ]);
  });

  it('keeps share codes off when the count is left empty, and links to creating a list when the owner has none', async () => {
    renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Table for two' }));
    const editor = screen.getByRole('group', { name: 'Ticket 2' });
    fireEvent.change(within(editor).getByLabelText('Visibility'), { target: { value: 'list' } });
    const picker = within(editor).getByRole('group', { name: 'Lists' });
    expect(within(picker).getByText(/This profile has no lists yet\./)).toBeTruthy();
    expect(within(picker).getByRole('link', { name: 'Create a list' }).getAttribute('href')).toBe('/manage/riverside/lists/create');
    expect(within(picker).queryByRole('checkbox')).toBeNull();
    expect(requestBody({ ...formValuesOf(data), tickets: [{ ...formValuesOf(data).tickets[1]!, visibilityScope: 'list', customUserListIds: ['list-porch'], initialQuantityPerCode: ' ' }] }, data)[0]).toMatchObject({
      visibilityScope: 'list',
      customUserListIds: ['list-porch'],
      initialQuantityPerCode: null,
    });
  });

  it('sets a sales window with the date and time fields, and names the missing part of a half-filled one before sending', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Table for two' }));
    const editor = screen.getByRole('group', { name: 'Ticket 2' });
    fireEvent.change(within(editor).getByLabelText('Sales start date'), { target: { value: '2030-05-01' } });
    const startTime = within(editor).getByRole('combobox', { name: 'Sales start time' }) as HTMLInputElement;
    fireEvent.change(startTime, { target: { value: '14:30' } });
    fireEvent.blur(startTime);
    expect(startTime.value).toBe('02:30 PM');
    expect(within(firstDate()).getByText('From May 1, 2030, 2:30 PM EDT')).toBeTruthy();

    fireEvent.change(within(editor).getByLabelText('Sales end date'), { target: { value: '2030-06-05' } });
    const fetch = vi.spyOn(globalThis, 'fetch');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));
    expect(within(within(editor).getByRole('group', { name: 'Sales end' })).getByRole('alert').textContent).toBe('Add a time');
    expect(fetch).not.toHaveBeenCalled();

    const put = vi.spyOn(fetchClient, 'PUT').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<typeof fetchClient.PUT>);
    const endTime = within(editor).getByRole('combobox', { name: 'Sales end time' });
    fireEvent.change(endTime, { target: { value: '09:00 PM' } });
    fireEvent.blur(endTime);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tickets' })));
    const body = put.mock.calls[0]![1]!.body as { ticketTypes: { name: string; salesStartAt: string | null; salesEndAt: string | null }[] };
    // Wall-clock times in the event's zone (New York, UTC-4 in summer).
    expect(body.ticketTypes[1]).toMatchObject({ name: 'Table for two', salesStartAt: '2030-05-01T18:30:00.000Z', salesEndAt: '2030-06-06T01:00:00.000Z' });
  });

  it('adds a date with its own named date and time fields, naming the missing part of a half-filled one first', async () => {
    renderPage();
    const fill = (label: string, date: string, time: string) => {
      fireEvent.change(screen.getByLabelText(`${label} date`), { target: { value: date } });
      const picker = screen.getByRole('combobox', { name: `${label} time` });
      fireEvent.change(picker, { target: { value: time } });
      fireEvent.blur(picker);
    };
    await screen.findByRole('group', { name: 'New date starts' });
    fill('New date starts', '2030-06-19', '07:00 PM');
    fireEvent.change(screen.getByLabelText('New date doors open date'), { target: { value: '2030-06-19' } });
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<typeof fetchClient.POST>);
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(within(screen.getByRole('group', { name: 'New date doors open' })).getByRole('alert').textContent).toBe('Add a time');
    expect(post).not.toHaveBeenCalled();

    fill('New date doors open', '2030-06-19', '06:30 PM');
    fill('New date ends', '2030-06-19', '10:00 PM');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add date' })));
    // Wall-clock times in the event's zone (New York, UTC-4 in summer).
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/management/courses/{id}/dates', {
      params: { path: { id: 'e1' } },
      body: { startsAt: '2030-06-19T23:00:00.000Z', endsAt: '2030-06-20T02:00:00.000Z', doorTime: '2030-06-19T22:30:00.000Z', copyTicketTypes: true },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Table for two' }));
    expect(within(firstDate()).queryByText('Table for two')).toBeNull();
    expect(screen.getByText('Save or undo your ticket changes before changing dates.')).toBeTruthy();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => void router.navigate({ to: '/' }).catch(() => undefined));
    expect(confirm).toHaveBeenCalledWith('Leave page with unsaved changes?');
    expect(router.state.location.pathname).toBe('/management/courses/e1/tickets');

    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(within(firstDate()).getByText('Table for two')).toBeTruthy();
  });

  it('sends every ticket type with its date, minor-unit price, the event’s currency and a code only for secret tickets', () => {
    const values = formValuesOf(data);
    values.currency = 'eur';
    values.tickets[1] = { ...values.tickets[1]!, price: '65.5', salesEnd: '2030-06-05T18:00', code: 'IGNORED' };
    values.tickets.push({ ...values.tickets[2]!, ticketId: null, eventDateId: 'd2', name: ' Patron circle ', code: ' GOLD ', quantityPerCode: '' });
    const body = requestBody(values, data);
    expect(body[0]).toMatchObject({ id: 't1', eventDateId: 'd1', price: 2000, currency: 'eur', quantity: 100, salesStartAt: '2030-05-01T13:00:00.000Z', code: null });
    expect(body[1]).toMatchObject({ id: 't2', price: 6550, salesEndAt: '2030-06-05T22:00:00.000Z', category: 'Add on', code: null, quantityPerCode: null });
    expect(body[2]).toMatchObject({ id: 't3', visibilityScope: 'secret', code: 'PATRON', quantityPerCode: 2 });
    expect(body[3]).toEqual(expect.objectContaining({ eventDateId: 'd2', name: 'Patron circle', code: 'GOLD', quantityPerCode: null }));
    expect(body[3]).not.toHaveProperty('id');
  });
});
