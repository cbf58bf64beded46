import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { Ticket } from '../api/tickets';
import { MyOrdersLogin } from './my-orders';
import { OrderTickets, TicketsPage } from './tickets-page';

afterEach(cleanup);

const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 'r1',
  eventName: 'Jazz at the Riverside',
  firstName: 'Grace',
  lastName: 'Hopper',
  ticket: 'General admission',
  seat: 'A1',
  qrCode: 'LL1.r1.sig',
  qrCodeUrl: '/api/qr-code?url=LL1.r1.sig&color=000000',
  event: {
    id: 'e1',
    startsAt: '2030-06-01T23:30:00.000Z',
    endsAt: null,
    doorTime: '2030-06-01T22:30:00.000Z',
    timezone: 'America/New_York',
    locationSetting: 'other',
    location: { name: 'Riverside Hall', address: '1 River St, Hudson, NY' },
    poster: null,
  },
  refundsAllowed: false,
  orderAnswers: [
    { title: 'Dietary needs', answer: 'Vegetarian' },
    { title: 'House rules', answer: 'No answer provided' },
  ],
  status: 'active',
  customUserListData: null,
  ...overrides,
});

describe('tickets of an order', () => {
  it('shows the ticket with QR code, holder, seat, time in the event zone, doors, location, refund policy and answers', async () => {
    renderWithProviders(<OrderTickets orderId="o1" tickets={[ticket()]} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz at the Riverside' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe('/api/qr-code?url=LL1.r1.sig&color=000000');
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('General admission')).toBeTruthy();
    expect(screen.getByText('A1')).toBeTruthy();
    // 23:30 UTC is 7:30 PM in New York in June.
    expect(screen.getByText('Sat, Jun 1, 2030, 7:30 PM EDT')).toBeTruthy();
    expect(screen.getByText('6:30 PM EDT')).toBeTruthy();
    expect(screen.getByText('Riverside Hall, 1 River St, Hudson, NY')).toBeTruthy();
    expect(screen.getByText('No refunds')).toBeTruthy();
    expect(screen.getByText('Vegetarian')).toBeTruthy();
    expect(screen.getByText('No answer provided')).toBeTruthy();
    expect(screen.getByText('Ticket 1 / 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it("says 'To be announced' without a location, and no refund line when refunds are allowed", async () => {
    renderWithProviders(<OrderTickets orderId="o1" tickets={[ticket({ refundsAllowed: true, seat: null, event: { ...ticket().event, locationSetting: 'tba', location: null, doorTime: null } })]} />);
    expect(await screen.findByText('To be announced')).toBeTruthy();
    expect(screen.queryByText('No refunds')).toBeNull();
    expect(screen.queryByText('Doors open')).toBeNull();
    expect(screen.queryByText('Seat')).toBeNull();
  });

  it("shows a listed buyer's share code on a list ticket, and none on the others", async () => {
    renderWithProviders(<OrderTickets orderId="o1" tickets={[ticket({ customUserListData: { shareCode: 'K7Q2M9XA', count: 2 } }), ticket({ id: 'r2' })]} />);
    expect(await screen.findByText('Share code K7Q2M9XA')).toBeTruthy();
    expect(screen.getByText('2 tickets left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy share code K7Q2M9XA' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(/Share code/)).toBeNull();
  });

  it("pages through the order's tickets", async () => {
    renderWithProviders(<OrderTickets orderId="o1" tickets={[ticket(), ticket({ id: 'r2', firstName: 'Alan', lastName: 'Turing', status: 'checked_in' })]} />);
    expect(await screen.findByText('Ticket 1 / 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Ticket 2 / 2')).toBeTruthy();
    expect(screen.getByText('Alan Turing')).toBeTruthy();
    expect(screen.getByText('Checked In')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
  });

  it('reads the tickets of the order from the API', async () => {
    renderWithProviders(<TicketsPage orderId="o7" />, {
      data: [[['get', '/client_side_api/v1/orders/{id}/tickets', { params: { path: { id: 'o7' } } }], [ticket({ eventName: 'Cached night' })]]],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cached night' })).toBeTruthy();
  });
});

describe('my orders', () => {
  it('asks a visitor to log in to access tickets', async () => {
    renderWithProviders(<MyOrdersLogin />);
    expect(await screen.findByText('Please log in to access your tickets.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth?redirect_to=%2Fmy_orders');
  });
});
