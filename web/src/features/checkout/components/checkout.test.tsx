import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import { currentUserQuery } from '../../../lib/current-user';
import { flushErrorReports, type ErrorReport } from '../../../lib/error-reporting';
import { renderWithProviders } from '../../../test/render';
import type { Order, Ticket, UnlockedTicket } from '../api/checkout';
import { CheckoutPage, TicketRow } from './checkout-page';
import { YourInfo } from './your-info';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// jsdom lays nothing out; the form scrolls to its first problem.
Element.prototype.scrollIntoView = () => undefined;

const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 't1',
  eventDateId: 'd1',
  attendance: 'in-person',
  name: 'General admission',
  description: '',
  price: 2000,
  fee: 89,
  cost: 2089,
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
  seatsCategoryKeys: [],
  ...overrides,
});

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'o1',
  status: 'pending',
  inProgress: true,
  amount: 4178,
  currency: 'usd',
  free: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-01T00:14:00.000Z',
  items: [
    { id: 'i1', ticket: 't1', name: 'General admission', price: 2000, fee: 89, discount: 0, discountName: null, seatLabel: null },
    { id: 'i2', ticket: 't2', name: 'VIP', price: 2000, fee: 89, discount: 0, discountName: null, seatLabel: null },
  ],
  lines: [],
  donationAmount: 0,
  promoCode: null,
  secretCodes: [],
  customUserListsCodes: [],
  totals: { subtotal: 4000, fees: 178, discount: 0, donation: 0, total: 4178 },
  ticketType: 'in-person',
  personalOrder: false,
  express: false,
  confirmed: false,
  paymentResult: null,
  paymentGateway: null,
  paymentIntent: null,
  clientSecret: null,
  stripePaymentMethod: null,
  user: null,
  collectInformationSetting: 'each-attendee',
  questions: [
    { id: 'meal', title: 'Meal', position: 1, fieldType: 'DROPDOWN', required: true, content: 'Fish, Vegetarian\nVegan' },
    { id: 'rules', title: 'House rules', position: 2, fieldType: 'TERMS', required: true, content: 'No flash photography.', onlyForTickets: ['t2'] },
  ],
  course: { id: 'e1', name: 'Harvest Moon Concert', private: false },
  eventDate: null,
  owner: null,
  broadcastUrl: null,
  seats: [],
  ...overrides,
});

describe('choosing tickets', () => {
  it('starts at 0, offers up to what is left (at most 25) and hides long descriptions behind See more', async () => {
    const onQuantity = vi.fn();
    renderWithProviders(<TicketRow ticket={ticket({ available: 3, description: 'x'.repeat(200) })} quantity={0} onQuantity={onQuantity} />);
    const select = await screen.findByLabelText('Quantity of General admission');
    expect((select as HTMLSelectElement).value).toBe('0');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['0', '1', '2', '3']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(onQuantity).toHaveBeenCalledWith(2);
    expect(screen.getByText('$20 + $0.89 fee')).toBeTruthy();
    expect(screen.queryByText('x'.repeat(200), { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('x'.repeat(200), { exact: false })).toBeTruthy();
    cleanup();

    renderWithProviders(<TicketRow ticket={ticket({ available: 90 })} quantity={0} onQuantity={onQuantity} />);
    expect(within(await screen.findByLabelText('Quantity of General admission')).getAllByRole('option')).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('shows why a ticket cannot be bought instead of a quantity', async () => {
    renderWithProviders(<TicketRow ticket={ticket({ status: 'sold_out', statusLabel: 'Sold out', available: 0 })} quantity={0} onQuantity={() => undefined} />);
    expect(await screen.findByText('Sold out')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity of General admission')).toBeNull();
    cleanup();

    renderWithProviders(<TicketRow ticket={ticket({ visibilityScope: 'member', status: 'members_only', statusLabel: 'This ticket is only for members' })} quantity={0} onQuantity={() => undefined} />);
    expect(await screen.findByText('This ticket is only for members')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity of General admission')).toBeNull();
  });

  it('shows the member price of the ticket, or that the benefit is used up', async () => {
    const memberDiscount = { benefitId: 'b1', name: 'Members save 10%', price: 1800, fee: 80, cost: 1880, discount: 209 };
    renderWithProviders(<TicketRow ticket={ticket({ memberDiscount })} quantity={0} onQuantity={() => undefined} />);
    expect(await screen.findByText('Members save 10%: $18 + $0.80 fee')).toBeTruthy();
    cleanup();

    renderWithProviders(<TicketRow ticket={ticket({ benefitLabel: 'Benefit Exhausted' })} quantity={0} onQuantity={() => undefined} />);
    expect(await screen.findByText('Benefit Exhausted')).toBeTruthy();
    expect(screen.getByLabelText('Quantity of General admission')).toBeTruthy();
  });
});

describe('your info', () => {
  it('asks each attendee with their questions and shows every problem at its field before confirming', async () => {
    const onConfirmed = vi.fn();
    renderWithProviders(<YourInfo order={order()} onBack={() => undefined} onDirty={() => undefined} onConfirmed={onConfirmed} />);
    expect(await screen.findByText('General admission, VIP · 2 tickets · $41.78')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Attendee 1: General admission' })).toBeTruthy();
    const vip = screen.getByRole('group', { name: 'Attendee 2: VIP' });
    // The dropdown's options come from its content, split by line or comma; the terms only for the VIP ticket.
    expect(within(vip).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Fish', 'Vegetarian', 'Vegan']);
    expect(within(vip).getByText('No flash photography.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Attendee 1: General admission' })).queryByText('No flash photography.')).toBeNull();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Confirm email'), { target: { value: 'ada@example.org' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]);

    expect(await screen.findByText('Email address must match.')).toBeTruthy();
    expect(screen.getAllByText('This question is required')).toHaveLength(2);
    expect(within(vip).getByText('Agree to these terms to continue.')).toBeTruthy();
    expect(screen.getAllByText('First name is required')).toHaveLength(2);
    expect(onConfirmed).not.toHaveBeenCalled();

    // 'Same as buyer' copies the buyer's name and e-mail into an attendee.
    fireEvent.click(within(vip).getByRole('button', { name: 'Same as buyer' }));
    expect((within(vip).getByLabelText('Attendee first name') as HTMLInputElement).value).toBe('Ada');
  });

  it('fills in a signed-in buyer’s name and e-mail, which stay editable, and confirms what the buyer leaves', async () => {
    const confirm = vi.spyOn(fetchClient, 'POST').mockImplementation((() => Promise.resolve({ error: { message: 'Please try again later' }, response: new Response(null, { status: 409 }) })) as unknown as typeof fetchClient.POST);
    const onDirty = vi.fn();
    const signedIn = { id: 'u1', name: 'Sam  de la Rivera', username: 'sam', email: 'sam@limelight.example' };
    renderWithProviders(<YourInfo order={order({ collectInformationSetting: 'only-buyer', questions: [] })} onBack={() => undefined} onDirty={onDirty} onConfirmed={() => undefined} />, {
      data: [[currentUserQuery.queryKey, signedIn]],
    });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(value('First name')).toBe('Sam'));
    expect([value('Last name'), value('Email'), value('Confirm email')]).toEqual(['de la Rivera', 'sam@limelight.example', 'sam@limelight.example']);
    // Filled in is not changed: leaving asks nothing until the buyer edits.
    expect(onDirty).toHaveBeenLastCalledWith(false);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Rivera' } });
    expect(onDirty).toHaveBeenLastCalledWith(true);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]!));
    expect((confirm.mock.calls[0] as unknown as [string, { body: { buyerAttributes: unknown } }])[1].body.buyerAttributes).toEqual({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@limelight.example',
      emailConfirm: 'sam@limelight.example',
      notes: [],
    });
  });

  it('leaves the buyer’s fields empty for a visitor who is not signed in', async () => {
    vi.spyOn(fetchClient, 'GET').mockImplementation((() => Promise.resolve({ error: { message: 'Not logged in' }, response: new Response(null, { status: 401 }) })) as unknown as typeof fetchClient.GET);
    renderWithProviders(<YourInfo order={order()} onBack={() => undefined} onDirty={() => undefined} onConfirmed={() => undefined} />);
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('asks only the buyer the questions when the event collects only the buyer’s details', async () => {
    renderWithProviders(<YourInfo order={order({ collectInformationSetting: 'only-buyer' })} onBack={() => undefined} onDirty={() => undefined} onConfirmed={() => undefined} />);
    expect(await screen.findByLabelText('Meal *')).toBeTruthy();
    expect(screen.getByLabelText('House rules *')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Attendee/ })).toBeNull();
    expect(screen.getByLabelText('Keep me informed about this organizer’s events')).toBeTruthy();
    expect(screen.getByLabelText('Send me news from Limelight')).toBeTruthy();
  });
});

describe('an order of this tab', () => {
  const event = {
    id: 'e1',
    name: 'Harvest Moon Concert',
    timezone: 'America/New_York',
    currency: 'usd',
    dates: [{ id: 'd1', startsAt: '2030-01-05T00:00:00.000Z' }],
    donation: {},
  } as unknown as components['schemas']['EventResponse'];
  /** The queries the page reads, answered from the cache: the event, the date's tickets and the order saved for the tab. */
  const answers = (saved: Order): [readonly unknown[], unknown][] => [
    [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event],
    [['get', '/client_side_api/v1/tickets', { params: { query: { eventId: 'd1' } } }], [ticket()]],
    [['get', '/client_side_api/v1/orders/{id}', { params: { path: { id: 'o1' } } }], saved],
  ];
  afterEach(() => sessionStorage.clear());

  it('is picked up again while in progress, at the info step when the address asks for it', async () => {
    sessionStorage.setItem('limelight:checkout:d1', 'o1');
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" tab="info" />, { data: answers(order()) });
    expect(await screen.findByText('General admission, VIP · 2 tickets · $41.78')).toBeTruthy();
    expect(screen.getByText('2. Your info').getAttribute('aria-current')).toBe('step');
    expect(sessionStorage.getItem('limelight:checkout:d1')).toBe('o1');
  });

  it('is forgotten once it is over, and the checkout starts with the tickets', async () => {
    sessionStorage.setItem('limelight:checkout:d1', 'o1');
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" tab="info" />, { data: answers(order({ status: 'completed', inProgress: false })) });
    expect(await screen.findByLabelText('Quantity of General admission')).toBeTruthy();
    expect(screen.getByText('1. Tickets').getAttribute('aria-current')).toBe('step');
    expect(sessionStorage.getItem('limelight:checkout:d1')).toBeNull();
  });
});

describe('the event’s theme and return address', () => {
  const event = (look: { theme: 'light' | 'dark'; returnUrl: string | null }) =>
    ({ id: 'e1', name: 'Harvest Moon Concert', timezone: 'America/New_York', currency: 'usd', dates: [{ id: 'd1', startsAt: '2030-01-05T00:00:00.000Z' }], donation: {}, ...look }) as unknown as components['schemas']['EventResponse'];
  const answers = (look: { theme: 'light' | 'dark'; returnUrl: string | null }): [readonly unknown[], unknown][] => [
    [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event(look)],
    [['get', '/client_side_api/v1/tickets', { params: { query: { eventId: 'd1' } } }], [ticket()]],
  ];

  it('dresses the checkout in the event’s theme and closes it to the organizer’s own page', async () => {
    const leave = vi.fn();
    const { container, router } = renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" leave={leave} />, { data: answers({ theme: 'dark', returnUrl: 'https://riverside.example/whats-on' }) });
    await screen.findByLabelText('Quantity of General admission');
    expect(container.querySelector('[data-event-theme]')?.getAttribute('data-event-theme')).toBe('dark');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close checkout' })));
    expect(leave).toHaveBeenCalledWith('https://riverside.example/whats-on');
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes to the event page without a return address', async () => {
    const leave = vi.fn();
    const { container, router } = renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" leave={leave} />, { data: answers({ theme: 'light', returnUrl: null }) });
    await screen.findByLabelText('Quantity of General admission');
    expect(container.querySelector('[data-event-theme]')?.getAttribute('data-event-theme')).toBe('light');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close checkout' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e1'));
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('codes at checkout', () => {
  const event = (codes: { inPerson: boolean; online: boolean }) =>
    ({
      id: 'e1',
      name: 'Harvest Moon Concert',
      timezone: 'America/New_York',
      currency: 'usd',
      dates: [{ id: 'd1', startsAt: '2030-01-05T00:00:00.000Z' }],
      donation: {},
      codesAvailableInPerson: codes.inPerson,
      codesAvailableOnline: codes.online,
    }) as unknown as components['schemas']['EventResponse'];
  /** The page's queries answered from the cache: the event, the date's tickets (for the attendance) and maybe the tab's order. */
  const answers = (codes: { inPerson: boolean; online: boolean }, ticketType?: 'in-person' | 'online', listed: Ticket[] = [ticket()], saved?: Order): [readonly unknown[], unknown][] => [
    [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event(codes)],
    [['get', '/client_side_api/v1/tickets', { params: { query: { eventId: 'd1', ticketType } } }], listed],
    ...(saved ? [[['get', '/client_side_api/v1/orders/{id}', { params: { path: { id: 'o1' } } }], saved] as [readonly unknown[], unknown]] : []),
  ];
  afterEach(() => sessionStorage.clear());

  /** validate_code as the API answers it for a friend's share code of a list ticket with 3 tickets left on it. */
  const friendsTicket: UnlockedTicket = {
    id: 't9',
    eventDateId: 'd1',
    attendance: 'in-person',
    name: 'Friends of the band',
    description: '',
    price: 1000,
    fee: 79,
    cost: 1079,
    currency: 'usd',
    available: 40,
    quantityPerCode: 3,
    customUserListsCode: 'FRIEND-7K2Q',
    initialQuantityPerCode: 5,
    status: 'on_sale',
    statusLabel: null,
    seatsCategoryKeys: [],
  };
  const answerValidateCode = () =>
    vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string, init: { params: { query: Record<string, string> } }) => {
      if (path !== '/client_side_api/v1/tickets/validate_code') throw new Error(`Unexpected GET ${path}`);
      expect(init.params.query).toMatchObject({ eventId: 'd1', promoCode: 'friend-7k2q' });
      return Promise.resolve({ data: { kind: 'list', promo: null, tickets: [friendsTicket] }, response: new Response() });
    }) as unknown as typeof fetchClient.GET);
  const applyCode = async (typed: string) => {
    fireEvent.change(screen.getByLabelText('Promo or access code'), { target: { value: typed } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
  };

  it('offers the code box only when a code could apply to the attendance being bought', async () => {
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers({ inPerson: false, online: false }) });
    await screen.findByLabelText('Quantity of General admission');
    expect(screen.queryByLabelText('Promo or access code')).toBeNull();
    cleanup();

    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" ticketType="online" />, { data: answers({ inPerson: true, online: false }, 'online') });
    await screen.findByLabelText('Quantity of General admission');
    expect(screen.queryByLabelText('Promo or access code')).toBeNull();
    cleanup();

    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" ticketType="in-person" />, { data: answers({ inPerson: true, online: false }, 'in-person') });
    expect(await screen.findByLabelText('Promo or access code')).toBeTruthy();
    cleanup();

    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers({ inPerson: false, online: true }) });
    expect(await screen.findByLabelText('Promo or access code')).toBeTruthy();
  });

  it('keeps a code already applied to the order visible and removable where no code applies any more', async () => {
    sessionStorage.setItem('limelight:checkout:d1', 'o1');
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers({ inPerson: false, online: false }, undefined, [ticket()], order({ promoCode: 'SPRING' })) });
    const remove = await screen.findByRole('button', { name: 'Remove SPRING' });
    expect(screen.queryByLabelText('Promo or access code')).toBeNull();
    fireEvent.click(remove);
    expect(screen.queryByRole('button', { name: 'Remove SPRING' })).toBeNull();
  });

  it('unlocks the list ticket of a share code, at most the tickets left on the code, and orders with the code', async () => {
    answerValidateCode();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" ticketType="in-person" />, { data: answers({ inPerson: true, online: false }, 'in-person') });
    await screen.findByLabelText('Promo or access code');
    expect(screen.queryByLabelText('Quantity of Friends of the band')).toBeNull();

    await applyCode('friend-7k2q');
    const quantity = await screen.findByLabelText('Quantity of Friends of the band');
    expect(screen.getByText('3 tickets left on this code')).toBeTruthy();
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(['0', '1', '2', '3']);
    expect(within(screen.getByRole('list', { name: 'Applied codes' })).getByText('FRIEND-7K2Q')).toBeTruthy();

    // Removing the code takes its ticket away with it; applying it again brings it back.
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove FRIEND-7K2Q' }));
    expect(screen.queryByLabelText('Quantity of Friends of the band')).toBeNull();
    expect((screen.getAllByRole('button', { name: 'Continue' })[0] as HTMLButtonElement).disabled).toBe(true);
    await applyCode('friend-7k2q');

    const post = vi.spyOn(fetchClient, 'POST').mockImplementation((() => Promise.resolve({ data: order(), response: new Response(null, { status: 201 }) })) as unknown as typeof fetchClient.POST);
    fireEvent.change(await screen.findByLabelText('Quantity of Friends of the band'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/orders', {
      body: expect.objectContaining({ event: 'd1', ticketType: 'in-person', tickets: [{ id: 't9', quantity: 2 }], customUserListsCodes: ['FRIEND-7K2Q'], secretCodes: [] }),
    });
    await waitFor(() => expect(screen.getByText('2. Your info').getAttribute('aria-current')).toBe('step'));
  });

  it('shows a list ticket the API lists for the viewer like any other, and the API’s refusal of it as other selection errors', async () => {
    const listed = ticket({ id: 't8', name: 'On the list', visibilityScope: 'list' });
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers({ inPerson: false, online: false }, undefined, [listed]) });
    fireEvent.change(await screen.findByLabelText('Quantity of On the list'), { target: { value: '1' } });
    expect(screen.queryByText(/tickets left on this code/)).toBeNull();
    const refusal = 'This ticket is only for people on the organizer’s list';
    vi.spyOn(fetchClient, 'POST').mockImplementation((() => Promise.resolve({ error: [{ message: refusal }], response: new Response(null, { status: 422 }) })) as unknown as typeof fetchClient.POST);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[0]));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByText('1. Tickets').getAttribute('aria-current')).toBe('step');
  });
});

describe('a payment that does not go through', () => {
  const event = {
    id: 'e1',
    name: 'Harvest Moon Concert',
    timezone: 'America/New_York',
    currency: 'usd',
    dates: [{ id: 'd1', startsAt: '2030-01-05T00:00:00.000Z' }],
    donation: {},
  } as unknown as components['schemas']['EventResponse'];
  const paying = order({
    status: 'handling_payment',
    confirmed: true,
    paymentGateway: 'demo',
    paymentIntent: 'pi_demo_1',
    clientSecret: 'secret_1',
    lines: [{ ticketId: 't1', name: 'General admission', quantity: 2, price: 2000, fee: 89, discount: 0, discountName: null }],
  });
  const buyer = { id: 'u1', name: 'Sam Rivera', username: 'sam', email: 'sam@limelight.example' };
  /** The page at its payment step (the tab's order waits for payment), for a signed-in buyer. */
  const answers: [readonly unknown[], unknown][] = [
    [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event],
    [['get', '/client_side_api/v1/tickets', { params: { query: { eventId: 'd1' } } }], [ticket()]],
    [['get', '/client_side_api/v1/orders/{id}', { params: { path: { id: 'o1' } } }], paying],
    [currentUserQuery.queryKey, buyer],
  ];
  /** The demo gateway answers `result`; the error reports call keeps what it is sent. */
  const gatewayAnswers = (result: 'tryAgain' | 'failed') => {
    const reports: ErrorReport[] = [];
    vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string, init: { body: unknown }) => {
      if (path === '/client_side_api/v1/error_reports') reports.push(init.body as ErrorReport);
      const data = path === '/client_side_api/v1/error_reports' ? true : { result, message: 'Your card was declined.', orderId: 'o1' };
      return Promise.resolve({ data, response: new Response() });
    }) as unknown as typeof fetchClient.POST);
    return reports;
  };
  const card: Record<string, string> = { 'cc-number': '4000 0000 0000 0002', 'cc-exp': '11 / 31', 'cc-csc': '987', 'postal-code': '94107' };
  const pay = async () => {
    const form = (await screen.findByRole('button', { name: /Confirm and pay/ })).closest('form')!;
    for (const input of form.querySelectorAll('input')) fireEvent.change(input, { target: { value: card[input.autocomplete] ?? 'x' } });
    await act(async () => fireEvent.submit(form));
    await flushErrorReports();
  };
  afterEach(() => sessionStorage.clear());

  it('reports it and keeps the card form for another card (tryAgain)', async () => {
    const reports = gatewayAnswers('tryAgain');
    sessionStorage.setItem('limelight:checkout:d1', 'o1');
    const { router } = renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers });
    await pay();
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(screen.getByText('3. Payment').getAttribute('aria-current')).toBe('step');
    expect(router.state.location.pathname).toBe('/');
    expect(reports).toEqual([
      {
        type: 'payment',
        message: 'Your card was declined.',
        paymentResult: 'tryAgain',
        orderSummary: { id: 'o1', amount: 4178, currency: 'usd', lines: [{ name: 'General admission', quantity: 2, price: 2000 }] },
        url: 'http://localhost:3000/',
        user: { id: 'u1', email: 'sam@limelight.example' },
      },
    ]);
  });

  it('reports it and shows the failed thank-you page when the payment is over (failed)', async () => {
    const reports = gatewayAnswers('failed');
    sessionStorage.setItem('limelight:checkout:d1', 'o1');
    const { router } = renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers });
    await pay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/thankyou/o1'));
    expect(reports.map((report) => report.paymentResult)).toEqual(['failed']);
  });
});

describe('express checkout on the tickets step', () => {
  const event = {
    id: 'e1',
    name: 'Harvest Moon Concert',
    timezone: 'America/New_York',
    currency: 'usd',
    dates: [{ id: 'd1', startsAt: '2030-01-05T00:00:00.000Z' }],
    donation: {},
    questions: [],
    codesAvailableInPerson: true,
    codesAvailableOnline: true,
  } as unknown as components['schemas']['EventResponse'];
  const answers: [readonly unknown[], unknown][] = [
    [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event],
    [['get', '/client_side_api/v1/tickets', { params: { query: { eventId: 'd1' } } }], [ticket()]],
  ];
  const express = (overrides: Partial<Order>) => order({ status: 'express_processing', express: true, paymentGateway: 'demo', questions: [], collectInformationSetting: 'only-buyer', ...overrides });
  /** The API: create_express, update_express and update answer the express order priced for the body sent (EARLY takes $10 off). */
  const api = () => {
    const calls: [string, unknown][] = [];
    const counted: unknown[] = [];
    const priced = (body: { promoCode?: string | null }) => express(body.promoCode === 'EARLY' ? { amount: 3178, promoCode: 'EARLY' } : {});
    const reply = (data: unknown) => Promise.resolve({ data, response: new Response() });
    vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string, init: { body: { promoCode?: string | null } }) => {
      // The funnel's counts (tracking) apart from the order's calls.
      if (path === '/client_side_api/v1/tracking/events') return reply(counted.push((init.body as { name: string }).name) > 0);
      calls.push([`POST ${path}`, init.body]);
      return reply(priced(init.body));
    }) as unknown as typeof fetchClient.POST);
    vi.spyOn(fetchClient, 'PATCH').mockImplementation(((path: string, init: { body: { promoCode?: string | null } }) => {
      calls.push([`PATCH ${path}`, init.body]);
      return reply(priced(init.body));
    }) as unknown as typeof fetchClient.PATCH);
    vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) =>
      path === '/client_side_api/v1/tickets/validate_code'
        ? reply({ kind: 'promo', promo: { name: 'EARLY' }, tickets: [] })
        : Promise.resolve({ error: { message: 'Unauthorized' }, response: new Response(null, { status: 401 }) })) as unknown as typeof fetchClient.GET);
    return Object.assign(calls, { counted });
  };
  afterEach(() => sessionStorage.clear());

  it('prices the express order with the code applied: the total is what the wallet charges, and Continue carries on with that order', async () => {
    const calls = api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers });
    fireEvent.change(await screen.findByLabelText('Quantity of General admission'), { target: { value: '2' } });
    await waitFor(() => expect(calls.map(([call]) => call)).toEqual(['POST /client_side_api/v1/orders/create_express']));

    fireEvent.change(screen.getByLabelText('Promo or access code'), { target: { value: 'early' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(calls.at(-1)).toEqual(['PATCH /client_side_api/v1/orders/{id}/update_express', expect.objectContaining({ promoCode: 'EARLY' })]));
    const summary = screen.getByRole('complementary');
    await waitFor(() => expect(within(summary).getByText('$31.78')).toBeTruthy());
    const wallet = screen.getByRole('button', { name: 'Demo wallet' }) as HTMLButtonElement;
    await waitFor(() => expect(wallet.disabled).toBe(false));
    fireEvent.click(wallet);
    expect(within(await screen.findByRole('dialog', { name: 'Demo wallet' })).getByText('$31.78')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(async () => fireEvent.click(within(summary).getByRole('button', { name: 'Continue' })));
    expect(await screen.findByText('2. Your info')).toBeTruthy();
    expect(calls.map(([call]) => call)).toEqual([
      'POST /client_side_api/v1/orders/create_express',
      'PATCH /client_side_api/v1/orders/{id}/update_express',
      'PATCH /client_side_api/v1/orders/{id}',
    ]);
    expect(calls.at(-1)![1]).toMatchObject({ promoCode: 'EARLY', tickets: [{ id: 't1', quantity: 2 }] });
    // One order, added to the cart once.
    expect(calls.counted).toEqual(['AddToCart']);
  });

  it('carries on with the express order when Continue comes before the change reached it, and back on the tickets the wallet pays that order', async () => {
    const calls = api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers });
    const quantity = await screen.findByLabelText('Quantity of General admission');
    fireEvent.change(quantity, { target: { value: '1' } });
    await waitFor(() => expect(calls.map(([call]) => call)).toEqual(['POST /client_side_api/v1/orders/create_express']));
    // Two tickets, and Continue at once: the express order is updated with them, no second order is made.
    fireEvent.change(quantity, { target: { value: '2' } });
    await act(async () => fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Continue' })));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    expect(calls.map(([call, body]) => [call, (body as { tickets: unknown }).tickets])).toEqual([
      ['POST /client_side_api/v1/orders/create_express', [{ id: 't1', quantity: 1 }]],
      ['PATCH /client_side_api/v1/orders/{id}', [{ id: 't1', quantity: 2 }]],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    // The order already has these tickets: the wallet can pay it at once.
    expect((screen.getByRole('button', { name: 'Demo wallet' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls.counted).toEqual(['AddToCart']);
  });

  it('checks the wallet’s payer with the info step’s rules before the order is confirmed', async () => {
    const calls = api();
    renderWithProviders(<CheckoutPage eventId="e1" dateId="d1" />, { data: answers });
    fireEvent.change(await screen.findByLabelText('Quantity of General admission'), { target: { value: '1' } });
    const wallet = (await screen.findByRole('button', { name: 'Demo wallet' })) as HTMLButtonElement;
    await waitFor(() => expect(wallet.disabled).toBe(false));
    fireEvent.click(wallet);
    const sheet = await screen.findByRole('dialog', { name: 'Demo wallet' });
    fireEvent.change(within(sheet).getByLabelText('Name'), { target: { value: 'Cher' } });
    fireEvent.change(within(sheet).getByLabelText('E-mail'), { target: { value: 'cher@example.com' } });
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' })));
    expect(within(sheet).getByRole('alert').textContent).toBe('Last name is required');
    expect(calls.map(([call]) => call)).toEqual(['POST /client_side_api/v1/orders/create_express']);
  });
});
