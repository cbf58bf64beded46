import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { activitiesQuery, patronQuery, transactionsQuery, type Activity, type Patron, type Transaction } from '../api/reports';
import { PatronDetails } from './patron-details';
import { ReportingOwnerProvider } from './reporting-layout';

afterEach(cleanup);

const owner = { ownerId: 'owner-1', username: 'riverside' };
const sam: Patron = { id: 'user-sam', email: 'sam@limelight.example', firstName: 'Sam', lastName: 'Rivera', totals: [{ currency: 'usd', totalAmount: 5188 }], orderCount: 1, eventsAttended: 1, memberSince: '2026-03-05T18:30:00Z' };
const order: Transaction = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  date: '2026-03-05T18:30:00Z',
  userId: 'user-sam',
  userFirstName: 'Sam',
  userLastName: 'Rivera',
  userEmail: sam.email,
  amount: 5188,
  currency: 'usd',
  paymentMethod: 'demo',
  status: 'completed',
  productType: 'Course',
  productId: 'event-1',
  productName: 'Late Night Jazz Sessions',
  productDate: '2026-03-12T02:00:00Z',
  orderItems: [],
  paymentDetails: { paymentMethod: 'demo', subtotal: 5000, donation: 0, discounts: 0, total: 5188, viewcyFee: 188, stripeFee: 0, refundedAmount: 0, netAmount: 5000 },
  promoter: null,
  timezone: 'America/New_York',
};
const activity: Activity = {
  createdAt: '2026-03-05T18:30:00Z',
  message: '<a href="/manage/riverside/reporting/patrons/sam%40limelight.example">Sam Rivera</a> bought 2 tickets to <a href="https://evil.example/">Late Night Jazz Sessions</a>',
  actorId: sam.email,
  targetId: 'event-1',
};

describe('patron details', () => {
  it('shows the patron, their orders and their activity, 10 per page with the pages in the URL', async () => {
    const onSearchChange = vi.fn();
    renderWithProviders(
      <ReportingOwnerProvider value={owner}>
        <PatronDetails patronId="user-sam" search={{}} onSearchChange={onSearchChange} />
      </ReportingOwnerProvider>,
      {
        data: [
          [patronQuery('user-sam', owner.ownerId).queryKey, sam],
          [transactionsQuery({ ownerId: owner.ownerId, patron: 'user-sam', page: 1, perPage: 10 }).queryKey, { data: [order], page: 1, perPage: 10, totalCount: 1 }],
          [activitiesQuery({ ownerId: owner.ownerId, patron: sam.email, page: 1, perPage: 10 }).queryKey, { data: [activity], page: 1, perPage: 10, totalCount: 25 }],
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeTruthy();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts('Spent')).toBe('$51.88');
    expect(facts('Events attended')).toBe('1');
    expect(facts('Member since')).toBe('05 Mar 2026');

    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '#A1B2C3D4' }).getAttribute('href')).toBe(`/manage/riverside/reporting/orders/${order.id}`);
    // Sorting belongs to the orders report, not to this summary.
    expect(within(orders).queryByRole('button')).toBeNull();

    const activityTable = screen.getByRole('table', { name: 'Activity' });
    expect(within(activityTable).getByRole('link', { name: 'Sam Rivera' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/sam%40limelight.example');
    // A link off the site is shown as text.
    expect(within(activityTable).queryByRole('link', { name: 'Late Night Jazz Sessions' })).toBeNull();
    expect(within(activityTable).getByText(/Late Night Jazz Sessions/)).toBeTruthy();

    // Only the activity has more than one page.
    const pages = within(screen.getByRole('region', { name: 'Activity' })).getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(onSearchChange).toHaveBeenCalledWith({ activityPage: 2 });
    expect(screen.getAllByRole('navigation', { name: 'Pagination' })).toHaveLength(1);
  });
});
