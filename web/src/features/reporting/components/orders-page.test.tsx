import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ORDERS_PER_PAGE, transactionsQuery, type Transaction } from '../api/reports';
import { OrdersPage, type OrdersSearch } from './orders-page';
import { ReportingOwnerProvider } from './reporting-layout';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const owner = { ownerId: 'owner-1', username: 'riverside' };

const order = (n: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id: `0000000${n}-aaaa-4000-8000-000000000000`,
  date: '2026-03-05T18:30:00Z',
  userId: null,
  userFirstName: 'Sam',
  userLastName: 'Rivera',
  userEmail: 'sam@limelight.example',
  amount: 5200,
  currency: 'usd',
  paymentMethod: 'demo',
  status: 'completed',
  productType: 'Course',
  productId: 'event-1',
  productName: 'Late Night Jazz Sessions',
  productDate: '2026-03-12T02:00:00Z',
  orderItems: [],
  paymentDetails: { paymentMethod: 'demo', subtotal: 5000, donation: 0, discounts: 0, total: 5200, viewcyFee: 200, stripeFee: 0, refundedAmount: 0, netAmount: 5000 },
  promoter: null,
  timezone: 'America/New_York',
  ...overrides,
});

function renderOrders(search: OrdersSearch, answer: { data: Transaction[]; totalCount: number }) {
  const onSearchChange = vi.fn();
  const query = transactionsQuery({ ownerId: owner.ownerId, query: search.search, type: search.type, sortBy: search.sortBy, sortOrder: search.sortOrder, page: search.page ?? 1, perPage: ORDERS_PER_PAGE });
  const result = renderWithProviders(
    <ReportingOwnerProvider value={owner}>
      <OrdersPage search={search} onSearchChange={onSearchChange} />
    </ReportingOwnerProvider>,
    { data: [[query.queryKey, { ...answer, page: search.page ?? 1, perPage: ORDERS_PER_PAGE }]] },
  );
  return { ...result, onSearchChange };
}

describe('orders report', () => {
  it('lists orders with links to the order, the customer and the event, and names the payment types', async () => {
    renderOrders({}, {
      data: [
        order(1, { userId: 'user-sam' }),
        order(2, { userFirstName: 'Maya', userLastName: 'Lind', userEmail: 'maya@limelight.example', amount: 0, paymentMethod: 'free' }),
        order(3, { userFirstName: 'Priya', userLastName: 'Shah', userEmail: 'priya@example.com', paymentMethod: '' }),
      ],
      totalCount: 3,
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const sam = within(rows[0]!);
    expect(sam.getByRole('link', { name: '#00000001' }).getAttribute('href')).toBe('/manage/riverside/reporting/orders/00000001-aaaa-4000-8000-000000000000');
    expect(sam.getByRole('link', { name: 'Sam Rivera' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/user-sam');
    expect(sam.getByRole('link', { name: 'Late Night Jazz Sessions' }).getAttribute('href')).toBe('/event/event-1');
    expect(sam.getByText('$52')).toBeTruthy();
    expect(sam.getByText('Card (demo)')).toBeTruthy();
    expect(sam.getByText('05 Mar 2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Comp (Free)')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Maya Lind' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/maya%40limelight.example');
    expect(within(rows[2]!).getByText('N/A')).toBeTruthy();
    expect(screen.getByText('3 orders')).toBeTruthy();
    // Everything fits on one page: no page numbers.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("links each order's product to its page: a membership tier to its edit form, a video's donation to the watch page", async () => {
    renderOrders({}, {
      data: [
        order(1, { productType: 'MembershipTier', productId: 'tier-1', productName: 'Friends' }),
        order(2, { productType: 'ArtistVideo', productId: 'video-1', productName: 'Night Songs', amount: 500 }),
      ],
      totalCount: 2,
    });
    const rows = within(await screen.findByRole('table', { name: 'Orders' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Friends' }).getAttribute('href')).toBe('/manage/riverside/memberships/tiers/edit?tier=tier-1');
    expect(within(rows[1]!).getByRole('link', { name: 'Night Songs' }).getAttribute('href')).toBe('/watch/video-1');
  });

  it('shows who promoted each order, linking to the promoter’s profile', async () => {
    renderOrders({}, {
      data: [order(1, { promoter: { id: 'p1', name: 'Priya Shah', username: 'priya', type: 'User' } }), order(2, { promoter: { id: 'p2', name: 'Jazz Friends', username: 'jazzfriends', type: 'School' } }), order(3)],
      totalCount: 3,
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.at(-1)).toBe('Promoter');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Priya Shah' }).getAttribute('href')).toBe('/p/priya');
    expect(within(rows[1]!).getByRole('link', { name: 'Jazz Friends' }).getAttribute('href')).toBe('/o/jazzfriends');
    expect(rows[2]!.querySelectorAll('td')[rows[2]!.querySelectorAll('td').length - 1]!.textContent).toBe('');
  });

  it('sorts on the server: a column ascending first, then descending', async () => {
    const first = renderOrders({}, { data: [order(1)], totalCount: 1 });
    // Newest first by default.
    expect((await screen.findByRole('columnheader', { name: /Date/ })).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(first.onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'amount', sortOrder: 'asc', page: undefined });
    cleanup();

    const second = renderOrders({ sortBy: 'amount', sortOrder: 'asc' }, { data: [order(1)], totalCount: 1 });
    expect((await screen.findByRole('columnheader', { name: /Amount/ })).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(second.onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'amount', sortOrder: 'desc', page: undefined });
    cleanup();

    const third = renderOrders({ sortBy: 'amount', sortOrder: 'desc' }, { data: [order(1)], totalCount: 1 });
    fireEvent.click(await screen.findByRole('button', { name: /Amount/ }));
    expect(third.onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'amount', sortOrder: 'asc', page: undefined });
  });

  it('searches 300 ms after typing stops, from page 1', async () => {
    const { onSearchChange } = renderOrders({ page: 2 }, { data: [order(1)], totalCount: 60 });
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'sa' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'sam' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(onSearchChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith({ search: 'sam', page: undefined });
  });

  it('filters by product type from page 1', async () => {
    const { onSearchChange } = renderOrders({ page: 2 }, { data: [order(1)], totalCount: 60 });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: 'MembershipTier' } });
    expect(onSearchChange).toHaveBeenCalledWith({ type: 'MembershipTier', page: undefined });
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: 'ArtistVideo' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'ArtistVideo', page: undefined });
  });

  it('pages 50 at a time with at most 3 page numbers', async () => {
    const { onSearchChange } = renderOrders({ page: 3 }, { data: [order(1)], totalCount: 260 });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4']);
    expect(within(pages).getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 4 });
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
    expect(screen.getByText('260 orders')).toBeTruthy();
  });

  it("says 'No data yet!' without any orders and 'No results' when a search matches none", async () => {
    renderOrders({}, { data: [], totalCount: 0 });
    expect(await screen.findByText('No data yet!')).toBeTruthy();
    cleanup();
    renderOrders({ search: 'nobody' }, { data: [], totalCount: 0 });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByText('No data yet!')).toBeNull();
  });
});
