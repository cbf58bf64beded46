import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { Transaction } from '../api/reports';
import { formatReportDate } from '../format';
import { OrderView } from './order-details';
import { ReportingOwnerProvider } from './reporting-layout';

afterEach(cleanup);

const owner = { ownerId: 'owner-1', username: 'riverside' };
const item = (id: string, status: string, seat: string | null = null) => ({
  id,
  name: 'General admission',
  patron: 'Sam Rivera',
  price: 2500,
  fee: 94,
  discountAmount: 0,
  discountName: null,
  status,
  registrationId: `reg-${id}`,
  seat,
});

const samsOrder: Transaction = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  date: '2026-03-05T18:30:00Z',
  userId: 'user-sam',
  userFirstName: 'Sam',
  userLastName: 'Rivera',
  userEmail: 'sam@limelight.example',
  amount: 5188,
  currency: 'usd',
  paymentMethod: 'demo',
  status: 'partially_refunded',
  productType: 'Course',
  productId: 'event-1',
  productName: 'Late Night Jazz Sessions',
  productDate: '2026-03-12T02:00:00Z',
  orderItems: [item('i1', 'Active'), item('i2', 'Refunded')],
  paymentDetails: { paymentMethod: 'demo', subtotal: 5000, donation: 0, discounts: 0, total: 5188, viewcyFee: 94, stripeFee: 0, refundedAmount: 2594, netAmount: 2500 },
  promoter: null,
  timezone: 'America/New_York',
};

const renderOrder = (order: Transaction) =>
  renderWithProviders(
    <ReportingOwnerProvider value={owner}>
      <OrderView order={order} />
    </ReportingOwnerProvider>,
  );

describe('order details', () => {
  it('shows the items, the payment details and the links of the order page', async () => {
    renderOrder(samsOrder);
    expect(await screen.findByRole('heading', { name: 'Order #A1B2C3D4' })).toBeTruthy();
    expect(screen.getByText('Partially refunded')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Orders' }).getAttribute('href')).toBe('/manage/riverside/reporting/orders');
    expect(screen.getByRole('link', { name: 'Sam Rivera' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/user-sam');
    expect(screen.getByRole('link', { name: 'Late Night Jazz Sessions' }).getAttribute('href')).toBe('/event/event-1');
    const details = (term: string) => document.querySelector(`[data-term="${term}"]`)?.textContent;
    expect(details('Payment type')).toBe('Card (demo)');
    expect(details('Total')).toBe('$51.88');
    expect(details('Limelight fee')).toBe('$0.94');
    expect(details('Refunded')).toBe('$25.94');
    expect(details('Net amount')).toBe('$25');
  });

  it('shows an event order’s times in the event’s zone with its label, a membership payment’s in the browser’s', async () => {
    renderOrder(samsOrder);
    // 18:30 UTC on 5 March is 1:30 PM in New York; the event at 02:00 UTC on 12 March is the 11th at 10 PM, daylight time by then.
    expect(await screen.findByText('05 Mar 2026, 1:30 PM EST')).toBeTruthy();
    expect(screen.getByText('11 Mar 2026, 10:00 PM EDT')).toBeTruthy();
    cleanup();
    renderOrder({ ...samsOrder, productType: 'MembershipTier', timezone: null });
    await screen.findByRole('heading', { name: 'Order #A1B2C3D4' });
    const browserZone = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(samsOrder.date));
    expect(screen.getByText(`${formatReportDate(samsOrder.date)}, ${browserZone}`)).toBeTruthy();
  });

  it('names the promoter of a promoted order, linking to their profile, and nothing for others', async () => {
    renderOrder({ ...samsOrder, promoter: { id: 'p1', name: 'Priya Shah', username: 'priya', type: 'User' } });
    expect((await screen.findByRole('link', { name: 'Priya Shah' })).getAttribute('href')).toBe('/p/priya');
    expect(screen.getByText('Promoter')).toBeTruthy();
    cleanup();
    renderOrder(samsOrder);
    await screen.findByRole('heading', { name: 'Order #A1B2C3D4' });
    expect(screen.queryByText('Promoter')).toBeNull();
  });

  it('offers View ticket, Refund and Cancel on Active tickets only, and asks before acting', async () => {
    renderOrder(samsOrder);
    const rows = within(await screen.findByRole('table', { name: 'Items' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'View ticket' }).getAttribute('href')).toBe('/ticket/reg-i1');
    expect(within(rows[0]!).getByRole('button', { name: 'Refund General admission of Sam Rivera' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel General admission of Sam Rivera' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Refunded')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ticket?' });
    expect(within(dialog).getByRole('button', { name: 'Refund ticket' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep ticket' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a Seat column with each ticket’s seat when the order has seats, and none otherwise', async () => {
    renderOrder({ ...samsOrder, orderItems: [item('i1', 'Active', 'Stalls-C-6'), item('i2', 'Refunded', 'Stalls-C-7'), item('i3', 'Active')] });
    const table = await screen.findByRole('table', { name: 'Items' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Item', 'Patron', 'Seat', 'Price', 'Fee', 'Discount', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Stalls-C-6', 'Stalls-C-7', '—']);
    cleanup();
    renderOrder(samsOrder);
    const unseated = await screen.findByRole('table', { name: 'Items' });
    expect(within(unseated).queryByRole('columnheader', { name: 'Seat' })).toBeNull();
  });

  it('has no actions on free orders or memberships', async () => {
    renderOrder({ ...samsOrder, paymentMethod: 'free', status: 'completed' });
    await screen.findByRole('table', { name: 'Items' });
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    cleanup();
    renderOrder({ ...samsOrder, productType: 'MembershipTier', status: 'completed' });
    await screen.findByRole('table', { name: 'Items' });
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Late Night Jazz Sessions' }).getAttribute('href')).toBe('/manage/riverside/memberships/tiers/edit?tier=event-1');
  });

  it("shows a video's donation as one Donation item without ticket actions, linking to the video", async () => {
    const donation = { id: 'd1', name: 'Donation', patron: 'Clara Diaz', price: 1000, fee: 0, discountAmount: 0, discountName: null, status: 'Active', registrationId: 'd1', seat: null };
    renderOrder({
      ...samsOrder,
      status: 'completed',
      paymentMethod: 'stripe',
      amount: 1000,
      productType: 'ArtistVideo',
      productId: 'video-1',
      productName: 'Night Songs',
      orderItems: [donation],
      paymentDetails: { paymentMethod: 'stripe', subtotal: 0, donation: 1000, discounts: 0, total: 1000, viewcyFee: 50, stripeFee: 59, refundedAmount: 0, netAmount: 891 },
    });
    const rows = within(await screen.findByRole('table', { name: 'Items' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Donation')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Night Songs' }).getAttribute('href')).toBe('/watch/video-1');
    const details = (term: string) => document.querySelector(`[data-term="${term}"]`)?.textContent;
    expect(details('Donation')).toBe('$10');
    expect(details('Net amount')).toBe('$8.91');
  });
});
