import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PROMOTERS_PER_PAGE, promoterSalesQuery, revenueQuery, type PromoterSales, type RevenueItem } from '../api/reports';
import { ReportingOwnerProvider } from './reporting-layout';
import { RevenuePage, type RevenueSearch } from './revenue-page';

afterEach(cleanup);

const owner = { ownerId: 'owner-1', username: 'riverside' };
const item = (dimension: string, dimensionId: string, gross: number, net: number, currency: RevenueItem['currency'] = 'usd', productType: RevenueItem['productType'] = null): RevenueItem => ({
  dimension,
  dimensionId,
  productType,
  currency,
  netSales: net,
  grossSales: gross,
  onlineSales: gross,
  terminalSales: 0,
  cashSales: 0,
  refunds: 0,
  stripeFees: 0,
  viewcyFees: gross - net,
});

/** The server's total rows: one per currency, by currency code. */
const totalsOf = (rows: RevenueItem[]) =>
  [...new Set(rows.map((r) => r.currency))].sort().map((currency) => {
    const of = rows.filter((r) => r.currency === currency);
    return item('Total', 'total', of.reduce((s, r) => s + r.grossSales, 0), of.reduce((s, r) => s + r.netSales, 0), currency);
  });

const promoterPage = (data: PromoterSales[], page = 1, totalCount = data.length) => [
  promoterSalesQuery({ ownerId: owner.ownerId, page, perPage: PROMOTERS_PER_PAGE }).queryKey,
  { data, totalCount, page, perPage: PROMOTERS_PER_PAGE },
] as [readonly unknown[], unknown];

function renderRevenue(search: RevenueSearch, rows: RevenueItem[], byDate: RevenueItem[] = rows, promoters: [readonly unknown[], unknown][] = [promoterPage([])]) {
  const onSearchChange = vi.fn();
  renderWithProviders(
    <ReportingOwnerProvider value={owner}>
      <RevenuePage search={search} onSearchChange={onSearchChange} />
    </ReportingOwnerProvider>,
    {
      data: [
        [revenueQuery({ ownerId: owner.ownerId, dimension: search.dimension ?? 'month', sort: search.order ?? 'dimension_asc' }).queryKey, { data: rows, totals: totalsOf(rows) }],
        [revenueQuery({ ownerId: owner.ownerId, dimension: 'date', sort: 'dimension_asc' }).queryKey, { data: byDate, totals: totalsOf(byDate) }],
        ...promoters,
      ],
    },
  );
  return onSearchChange;
}

describe('revenue report', () => {
  it("shows the measures per event with a total row, event rows linking to the event's stats, tier rows to the tier and video rows to the video's watch page", async () => {
    const onSearchChange = renderRevenue(
      { dimension: 'course' },
      [
        item('Friends', 'tier-1', 1_000, 950, 'usd', 'MembershipTier'),
        item('Late Night Jazz Sessions', 'ev-1', 11_660, 11_000, 'usd', 'Course'),
        item('Night Songs', 'video-1', 1_500, 1_425, 'usd', 'ArtistVideo'),
        item('Winter Gala', 'ev-2', 14_450, 14_050, 'usd', 'Course'),
      ],
      [item('2026-03-05', '2026-03-05', 28_610, 27_425)],
    );
    const table = await screen.findByRole('table', { name: 'Revenue by event' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Event', 'Net sales', 'Gross sales', 'Online sales', 'Terminal sales', 'Cash sales', 'Refunds', 'Payment provider fees', 'Platform fees']);
    expect(within(table).getByRole('link', { name: 'Winter Gala' }).getAttribute('href')).toBe('/management/courses/ev-2/stats');
    expect(within(table).getByRole('link', { name: 'Friends' }).getAttribute('href')).toMatch(/\/memberships\/tiers\/edit\?tier=tier-1$/);
    expect(within(table).getByRole('link', { name: 'Night Songs' }).getAttribute('href')).toBe('/watch/video-1');
    const totalRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totalRow).getByText('$274.25')).toBeTruthy();
    expect(within(totalRow).getAllByText('$286.10')).toHaveLength(2);
    const dimensions = screen.getByRole('group', { name: 'Revenue by' });
    expect(within(dimensions).getByRole('button', { name: 'Event' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Revenue over time, Mar 5 to Mar 5' })).toBeTruthy();

    fireEvent.click(within(dimensions).getByRole('button', { name: 'Year' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ dimension: 'year' });
    fireEvent.click(within(table).getByRole('button', { name: /Event/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ order: 'dimension_desc' });
  });

  it('shows sales in two currencies as rows of their own and a total row per currency, never one mixed total', async () => {
    const month = (currency: RevenueItem['currency'], gross: number, net: number) => item('March 2026', '2026-03', gross, net, currency);
    const days = [item('2026-03-05', '2026-03-05', 7_782, 7_500), item('2026-03-05', '2026-03-05', 4_109, 4_000, 'eur'), item('2026-03-07', '2026-03-07', 2_594, 2_500, 'eur')];
    renderRevenue({}, [month('eur', 6_703, 6_500), month('usd', 7_782, 7_500)], days);
    const table = await screen.findByRole('table', { name: 'Revenue by month' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.map((cells) => cells.slice(0, 3))).toEqual([
      ['March 2026', '€65', '€67.03'],
      ['March 2026', '$75', '$77.82'],
      ['Total (EUR)', '€65', '€67.03'],
      ['Total (USD)', '$75', '$77.82'],
    ]);
    // A chart per currency.
    expect(screen.getByRole('img', { name: 'Revenue over time in EUR, Mar 5 to Mar 7' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Revenue over time in USD, Mar 5 to Mar 5' })).toBeTruthy();
  });

  it("says 'No data yet!' before the first sale, for revenue and for sales by promoter", async () => {
    renderRevenue({}, []);
    expect(await screen.findAllByText('No data yet!')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Sales by promoter' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows sales by promoter: each promoter linking to their profile, with orders, tickets and revenue in its currency, 10 per page', async () => {
    const sale = (promoterId: string, promoterName: string, promoterUsername: string, promoterType: PromoterSales['promoterType'], orders: number, tickets: number, revenue: number, currency: PromoterSales['currency'] = 'usd'): PromoterSales => ({
      promoterId,
      promoterName,
      promoterUsername,
      promoterType,
      orders,
      tickets,
      revenue,
      currency,
    });
    const first = [sale('p1', 'Priya Shah', 'priya', 'User', 3, 5, 12_500), sale('p2', 'Jazz Friends', 'jazzfriends', 'School', 1, 2, 8_000, 'eur')];
    renderRevenue({}, [item('March 2026', '2026-03', 20_000, 19_000)], undefined, [promoterPage(first, 1, 12), promoterPage([sale('p3', 'Sam Rivera', 'sam', 'User', 1, 1, 2_500)], 2, 12)]);
    const table = await screen.findByRole('table', { name: 'Sales by promoter' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Promoter', 'Orders', 'Tickets', 'Revenue']);
    const cells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells()).toEqual([
      ['Priya Shah', '3', '5', '$125'],
      ['Jazz Friends', '1', '2', '€80'],
    ]);
    expect(within(table).getByRole('link', { name: 'Priya Shah' }).getAttribute('href')).toBe('/p/priya');
    expect(within(table).getByRole('link', { name: 'Jazz Friends' }).getAttribute('href')).toBe('/o/jazzfriends');

    // Twelve rows: a second page.
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await within(table).findByRole('link', { name: 'Sam Rivera' })).toBeTruthy();
    expect(cells()).toEqual([['Sam Rivera', '1', '1', '$25']]);
  });
});
