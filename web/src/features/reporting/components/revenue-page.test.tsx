import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { revenueQuery, type RevenueItem } from '../api/reports';
import { ReportingOwnerProvider } from './reporting-layout';
import { RevenuePage, type RevenueSearch } from './revenue-page';

afterEach(cleanup);

const owner = { ownerId: 'owner-1', username: 'riverside', currency: 'usd' };
const item = (dimension: string, dimensionId: string, gross: number, net: number): RevenueItem => ({
  dimension,
  dimensionId,
  netSales: net,
  grossSales: gross,
  onlineSales: gross,
  terminalSales: 0,
  cashSales: 0,
  refunds: 0,
  stripeFees: 0,
  viewcyFees: gross - net,
});

function renderRevenue(search: RevenueSearch, rows: RevenueItem[], byDate: RevenueItem[] = rows) {
  const total = item('Total', 'total', rows.reduce((s, r) => s + r.grossSales, 0), rows.reduce((s, r) => s + r.netSales, 0));
  const onSearchChange = vi.fn();
  renderWithProviders(
    <ReportingOwnerProvider value={owner}>
      <RevenuePage search={search} onSearchChange={onSearchChange} />
    </ReportingOwnerProvider>,
    {
      data: [
        [revenueQuery({ ownerId: owner.ownerId, dimension: search.dimension ?? 'month', sort: search.order ?? 'dimension_asc' }).queryKey, { data: rows, total }],
        [revenueQuery({ ownerId: owner.ownerId, dimension: 'date', sort: 'dimension_asc' }).queryKey, { data: byDate, total }],
      ],
    },
  );
  return onSearchChange;
}

describe('revenue report', () => {
  it('shows the measures per event with a total row, event rows linking to their stats', async () => {
    const onSearchChange = renderRevenue({ dimension: 'course' }, [item('Late Night Jazz Sessions', 'ev-1', 11_660, 11_000), item('Winter Gala', 'ev-2', 15_450, 15_000)], [item('2026-03-05', '2026-03-05', 27_110, 26_000)]);
    const table = await screen.findByRole('table', { name: 'Revenue by event' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Event', 'Net sales', 'Gross sales', 'Online sales', 'Terminal sales', 'Cash sales', 'Refunds', 'Payment provider fees', 'Platform fees']);
    expect(within(table).getByRole('link', { name: 'Winter Gala' }).getAttribute('href')).toBe('/management/courses/ev-2/stats');
    const totalRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totalRow).getByText('$260')).toBeTruthy();
    expect(within(totalRow).getAllByText('$271.10')).toHaveLength(2);
    const dimensions = screen.getByRole('group', { name: 'Revenue by' });
    expect(within(dimensions).getByRole('button', { name: 'Event' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Revenue over time, Mar 5 to Mar 5' })).toBeTruthy();

    fireEvent.click(within(dimensions).getByRole('button', { name: 'Year' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ dimension: 'year' });
    fireEvent.click(within(table).getByRole('button', { name: /Event/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ order: 'dimension_desc' });
  });

  it("says 'No data yet!' before the first sale", async () => {
    renderRevenue({}, []);
    expect(await screen.findByText('No data yet!')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
