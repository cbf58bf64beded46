import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../lib/api/schema.gen';
import { renderWithProviders } from '../../../test/render';
import type { Order, Ticket } from '../api/checkout';
import { CheckoutPage, TicketRow } from './checkout-page';
import { YourInfo } from './your-info';

afterEach(cleanup);
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
    { id: 'i1', ticket: 't1', name: 'General admission', price: 2000, fee: 89, discount: 0, discountName: null },
    { id: 'i2', ticket: 't2', name: 'VIP', price: 2000, fee: 89, discount: 0, discountName: null },
  ],
  lines: [],
  donationAmount: 0,
  promoCode: null,
  secretCodes: [],
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
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Email address must match.')).toBeTruthy();
    expect(screen.getAllByText('This question is required')).toHaveLength(2);
    expect(within(vip).getByText('Agree to these terms to continue.')).toBeTruthy();
    expect(screen.getAllByText('First name is required')).toHaveLength(2);
    expect(onConfirmed).not.toHaveBeenCalled();

    // 'Same as buyer' copies the buyer's name and e-mail into an attendee.
    fireEvent.click(within(vip).getByRole('button', { name: 'Same as buyer' }));
    expect((within(vip).getByLabelText('Attendee first name') as HTMLInputElement).value).toBe('Ada');
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
