import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { activitiesQuery, ACTIVITIES_PER_PAGE, patronsQuery, type Patron } from '../api/reports';
import { ActivityPage } from './activity-page';
import { PatronsPage, type PatronsSearch } from './patrons-page';
import { ReportingOwnerProvider } from './reporting-layout';

afterEach(cleanup);

const owner = { ownerId: 'owner-1', username: 'riverside' };
const patron = (email: string, firstName: string, lastName: string, id: string | null, totals: Patron['totals'], eventsAttended: number): Patron => ({
  id,
  email,
  firstName,
  lastName,
  totals,
  orderCount: eventsAttended,
  eventsAttended,
  memberSince: '2026-03-05T18:30:00Z',
});

function renderPatrons(search: PatronsSearch, data: Patron[], totalCount = data.length) {
  const onSearchChange = vi.fn();
  // The server chooses the page size (10 unless asked otherwise).
  const key = patronsQuery({ ownerId: owner.ownerId, query: search.search, sortBy: search.sortBy, sortOrder: search.sortOrder, page: search.page ?? 1 }).queryKey;
  renderWithProviders(
    <ReportingOwnerProvider value={owner}>
      <PatronsPage search={search} onSearchChange={onSearchChange} />
    </ReportingOwnerProvider>,
    { data: [[key, { data, page: search.page ?? 1, perPage: 10, totalCount }]] },
  );
  return onSearchChange;
}

describe('patrons report', () => {
  it('lists patrons with their page by id or e-mail, amount spent per currency and events attended, the biggest spenders first', async () => {
    const onSearchChange = renderPatrons(
      {},
      [
        patron('priya@example.com', 'Priya', 'Shah', null, [{ currency: 'usd', totalAmount: 15_450 }], 1),
        patron('sam@limelight.example', 'Sam', 'Rivera', 'user-sam', [{ currency: 'eur', totalAmount: 4_109 }, { currency: 'usd', totalAmount: 5_188 }], 2),
      ],
      23,
    );
    const table = await screen.findByRole('table', { name: 'Patrons' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Patron', 'E-mail', 'Amount spent', 'Events attended']);
    expect(within(table).getByRole('columnheader', { name: /Amount spent/ }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getByRole('link', { name: 'Priya Shah' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/priya%40example.com');
    expect(within(table).getByRole('link', { name: 'Sam Rivera' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/user-sam');
    expect(within(table).getByText('$154.50')).toBeTruthy();
    // Amounts in different currencies are shown side by side, never added.
    expect(within(table).getByText('€41.09, $51.88')).toBeTruthy();
    expect(screen.getByText('23 patrons')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);

    fireEvent.click(within(table).getByRole('button', { name: /Events attended/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'orderCount', sortOrder: 'asc', page: undefined });
    fireEvent.click(within(table).getByRole('button', { name: /Patron/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'firstName', sortOrder: 'asc', page: undefined });
  });

  it("says 'No results' when the search finds nobody", async () => {
    renderPatrons({ search: 'zed' }, []);
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});

describe('activity report', () => {
  it('shows each message with its links to this site only, 50 per page', async () => {
    const key = activitiesQuery({ ownerId: owner.ownerId, query: undefined, page: 1, perPage: ACTIVITIES_PER_PAGE }).queryKey;
    const message = '<a href="/manage/riverside/reporting/patrons/sam%40limelight.example">Sam Rivera</a> bought 2 tickets to <a href="/event/e1" onclick="steal()">Late Night Jazz Sessions</a><img src="x" onerror="steal()">';
    renderWithProviders(
      <ReportingOwnerProvider value={owner}>
        <ActivityPage search={{}} onSearchChange={vi.fn()} />
      </ReportingOwnerProvider>,
      { data: [[key, { data: [{ createdAt: '2026-03-05T18:30:00Z', message, actorId: 'sam@limelight.example', targetId: 'e1' }], page: 1, perPage: 50, totalCount: 1 }]] },
    );
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(within(table).getByRole('link', { name: 'Sam Rivera' }).getAttribute('href')).toBe('/manage/riverside/reporting/patrons/sam%40limelight.example');
    const event = within(table).getByRole('link', { name: 'Late Night Jazz Sessions' });
    expect(event.getAttribute('href')).toBe('/event/e1');
    expect(event.getAttribute('onclick')).toBeNull();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getByText(/05 Mar 2026/)).toBeTruthy();
  });
});
