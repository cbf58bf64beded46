import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { toCsv, type CsvRow } from '../../../lib/csv';
import { parseCsv } from '../../../test/csv-reader';
import { renderWithProviders } from '../../../test/render';
import type { EventStats } from '../api/stats';
import { StatsPage } from './stats-page';

const stats = (overrides: Partial<EventStats> = {}): EventStats => ({
  eventId: 'e1',
  name: 'Riverside Jazz',
  timezone: 'America/New_York',
  currency: 'usd',
  dates: [
    { id: 'd1', startsAt: '2026-12-05T00:00:00.000Z' },
    { id: 'd2', startsAt: '2026-12-06T00:00:00.000Z' },
  ],
  eventDateId: null,
  ticketTypes: [
    { ticketTypeId: 't1', name: 'General', sold: 12, capacity: 100, revenue: 24_000 },
    { ticketTypeId: 't2', name: 'Standing', sold: 3, capacity: null, revenue: 4_500 },
  ],
  totals: { orders: 9, ticketsSold: 15, capacity: null, grossSales: 28_500, refunds: 1_500, platformFees: 1_035, providerFees: 870, netSales: 25_095 },
  checkIns: {
    checkedIn: 7,
    expected: 15,
    curve: [
      { at: '2026-12-05T00:00:00.000Z', checkedIn: 4 },
      { at: '2026-12-05T00:30:00.000Z', checkedIn: 7 },
    ],
  },
  funnel: { views: 200, addToCart: 50, initiateCheckout: 20, purchases: 10, conversionRate: 0.05 },
  salesPerDay: [
    { day: '2026-11-01', tickets: 10, grossSales: 19_000 },
    { day: '2026-11-03', tickets: 5, grossSales: 9_500 },
  ],
  promoters: [{ promoterId: 'p1', name: 'Sam Rivera', username: 'sam', type: 'User', orders: 2, tickets: 3, revenue: 5_700 }],
  promoCodes: [{ code: 'EARLY', orders: 1, tickets: 2, discounts: 600, revenue: 3_200 }],
  ...overrides,
});

type Reply = { data?: unknown; error?: unknown; status?: number };
/** The API answers the stats call with `answer` (by the requested date); the spy records each request. */
function api(answer: (dateId: string | undefined) => Reply) {
  return vi.spyOn(fetchClient, 'GET').mockImplementation(((_path: string, init: { params: { query?: { event_id?: string } } }) => {
    const r = answer(init.params.query?.event_id);
    return Promise.resolve({ data: r.data, error: r.error, response: new Response(null, { status: r.status ?? 200 }) });
  }) as never);
}
const requestedDates = (get: ReturnType<typeof api>) =>
  (get.mock.calls as unknown as [string, { params: { path: { id: string }; query?: { event_id?: string } } }][]).map(([path, init]) => [path, init.params.path.id, init.params.query?.event_id]);

/** The page with its date held as the route holds it in the address. */
function Harness({ initialDate }: { initialDate?: string }) {
  const [dateId, setDateId] = useState(initialDate);
  return <StatsPage eventId="e1" dateId={dateId} onDate={setDateId} />;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the event stats page', () => {
  it('shows the totals, the ticket types against capacity, the funnel with each step’s rate and the conversion, the charts and the tables', async () => {
    api(() => ({ data: stats() }));
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Jazz' })).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Totals' });
    const card = (label: string) => within(totals).getByText(label).parentElement!.textContent;
    expect(card('Orders')).toBe('Orders9');
    expect(card('Tickets sold')).toBe('Tickets sold15 / Unlimited');
    expect(card('Gross sales')).toBe('Gross sales$285');
    expect(card('Refunds')).toBe('Refunds$15');
    expect(card('Fees')).toBe('Fees$19.05Platform $10.35 · Payment provider $8.70');
    expect(card('Net sales')).toBe('Net sales$250.95');

    const ticketTypes = screen.getByRole('table', { name: 'Ticket types' });
    expect(cellsOf(ticketTypes)).toEqual([
      ['General', '12 / 100', '$240'],
      ['Standing', '3 / Unlimited', '$45'],
    ]);
    expect(within(ticketTypes).getByRole('meter', { name: 'Sold' }).getAttribute('aria-valuenow')).toBe('12');

    const funnel = within(screen.getByRole('list', { name: 'Funnel' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(funnel).toEqual(['Views200Event page views', 'Add to cart5025% from views', 'Checkout started2040% from add to cart', 'Purchases1050% from checkout started']);
    expect(screen.getByText('Conversion').parentElement!.textContent).toBe('Conversion5%purchases per view');

    expect(screen.getByRole('img', { name: 'Sales per day, Nov 1 to Nov 3: 15 tickets, $285 gross sales; most on Nov 1 with 10' })).toBeTruthy();
    expect(screen.getByText('7 of 15 checked in')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Check-ins over time, Dec 4, 7:00 PM EST to Dec 4, 7:45 PM EST: 7 of 15 checked in' })).toBeTruthy();

    const promoters = screen.getByRole('table', { name: 'Promoters' });
    expect(cellsOf(promoters)).toEqual([['Sam Rivera', '2', '3', '$57']]);
    expect(within(promoters).getByRole('link', { name: 'Sam Rivera' }).getAttribute('href')).toBe('/p/sam');
    expect(cellsOf(screen.getByRole('table', { name: 'Promo codes' }))).toEqual([['EARLY', '1', '2', '$6', '$32']]);
  });

  it('shows — for the conversion and the rates when nothing was viewed, and says so where there is nothing yet', async () => {
    api(() => ({
      data: stats({
        ticketTypes: [],
        totals: { orders: 0, ticketsSold: 0, capacity: 50, grossSales: 0, refunds: 0, platformFees: 0, providerFees: 0, netSales: 0 },
        checkIns: { checkedIn: 0, expected: 0, curve: [] },
        funnel: { views: 0, addToCart: 0, initiateCheckout: 0, purchases: 0, conversionRate: null },
        salesPerDay: [],
        promoters: [],
        promoCodes: [],
      }),
    }));
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Conversion')).toBeTruthy();
    expect(screen.getByText('Conversion').parentElement!.textContent).toBe('Conversion—purchases per view');
    expect(within(screen.getByRole('list', { name: 'Funnel' })).getByText('— from views')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText('0 / 50')).toBeTruthy();
    expect(screen.getByText('This event has no ticket types.')).toBeTruthy();
    expect(screen.getByText('No tickets sold yet.')).toBeTruthy();
    expect(screen.getByText('0 of 0 checked in')).toBeTruthy();
    expect(screen.getByText('No one has checked in yet.')).toBeTruthy();
    expect(screen.getByText('No sales through promoters yet.')).toBeTruthy();
    expect(screen.getByText('No promo codes used yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the charts at a phone’s width with their labels at full size, and does not round a small conversion down to nothing', async () => {
    // The box a chart sits in on a 390 px phone (the page's padding taken off), as ResizeObserver measures it.
    class PhoneBox {
      constructor(private readonly changed: ResizeObserverCallback) {}
      observe(target: Element) {
        this.changed([{ target, contentRect: { width: 358 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', PhoneBox);
    try {
      api(() => ({ data: stats({ funnel: { views: 3_000, addToCart: 40, initiateCheckout: 9, purchases: 1, conversionRate: 1 / 3_000 } }) }));
      renderWithProviders(<Harness />);
      const sales = await screen.findByRole('img', { name: /^Sales per day/ });
      const checkIns = screen.getByRole('img', { name: /^Check-ins over time/ });
      for (const chart of [sales, checkIns]) {
        expect([chart.getAttribute('width'), chart.getAttribute('viewBox')?.split(' ')[2]]).toEqual(['358', '358']);
        expect(chart.parentElement!.className).toContain('overflow-x-auto');
      }
      expect(screen.getByText('Days in the event’s time zone (America/New_York).')).toBeTruthy();
      expect(screen.getByText('Conversion').parentElement!.textContent).toBe('Conversion<0.1%purchases per view');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for all dates first, then for the date chosen, and back', async () => {
    const get = api((dateId) => ({ data: stats({ eventDateId: dateId ?? null }) }));
    renderWithProviders(<Harness />);
    const select = await screen.findByRole('combobox', { name: 'Date' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All dates', 'Fri, Dec 4, 2026, 7:00 PM EST', 'Sat, Dec 5, 2026, 7:00 PM EST']);
    expect(requestedDates(get)).toEqual([['/client_side_api/v1/management/courses/{id}/stats', 'e1', undefined]]);

    fireEvent.change(select, { target: { value: 'd2' } });
    await waitFor(() => expect(requestedDates(get).at(-1)).toEqual(['/client_side_api/v1/management/courses/{id}/stats', 'e1', 'd2']));
    // One date's checkout steps against the views of every date: the page says so.
    expect(await screen.findByText('Views count every date: the event page shows them all.')).toBeTruthy();

    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('Views count every date: the event page shows them all.')).toBeNull());
    expect(requestedDates(get).map(([, , dateId]) => dateId)).toEqual([undefined, 'd2']);
  });

  it('exports one CSV file with a section per table, amounts as plain decimals', async () => {
    api(() => ({ data: stats({ eventDateId: 'd1' }) }));
    const download = vi.fn<(fileName: string, rows: CsvRow[]) => void>();
    renderWithProviders(<StatsPage eventId="e1" dateId="d1" onDate={() => undefined} download={download} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, rows] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^Riverside Jazz stats \d{4}-\d{2}-\d{2}\.csv$/);
    // Sections are apart by an empty line.
    const sections: string[][][] = [[]];
    for (const row of parseCsv(toCsv(rows))) {
      if (row.length === 1 && row[0] === '') sections.push([]);
      else sections.at(-1)!.push(row);
    }
    expect(sections).toEqual([
      [['Event stats'], ['Event', 'Riverside Jazz'], ['Dates', 'Fri, Dec 4, 2026, 7:00 PM EST'], ['Currency', 'USD']],
      [
        ['Totals'],
        ['Orders', 'Tickets sold', 'Capacity', 'Gross sales', 'Refunds', 'Platform fees', 'Payment provider fees', 'Net sales'],
        ['9', '15', 'Unlimited', '285.00', '15.00', '10.35', '8.70', '250.95'],
      ],
      [['Ticket types'], ['Ticket type', 'Sold', 'Capacity', 'Revenue'], ['General', '12', '100', '240.00'], ['Standing', '3', 'Unlimited', '45.00']],
      [
        ['Funnel'],
        ['Step', 'Count', 'Rate from previous step'],
        ['Views', '200', ''],
        ['Add to cart', '50', '25%'],
        ['Checkout started', '20', '40%'],
        ['Purchases', '10', '50%'],
        ['Conversion', '', '5%'],
      ],
      [['Sales per day'], ['Day', 'Tickets', 'Gross sales'], ['2026-11-01', '10', '190.00'], ['2026-11-03', '5', '95.00']],
      [['Check-ins'], ['Checked in', 'Expected'], ['7', '15'], ['Time (15 minutes from)', 'Checked in'], ['Dec 4, 7:00 PM EST', '4'], ['Dec 4, 7:30 PM EST', '7']],
      [['Promoters'], ['Promoter', 'Username', 'Orders', 'Tickets', 'Revenue'], ['Sam Rivera', 'sam', '2', '3', '57.00']],
      [['Promo codes'], ['Code', 'Orders', 'Tickets', 'Discounts', 'Revenue'], ['EARLY', '1', '2', '6.00', '32.00']],
    ]);
  });

  it('shows the usual refusal to those without admin access, and not found for an unknown event', async () => {
    api(() => ({ error: { message: 'Forbidden' }, status: 403 }));
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('heading', { name: 'You are not allowed to manage this event' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    api(() => ({ error: { message: 'Event not found' }, status: 404 }));
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('heading', { name: 'The page you were looking for was not found' })).toBeTruthy();
  });

  it('shows every date’s figures when the address names a date the event no longer has', async () => {
    const get = api((dateId) => (dateId ? { error: { message: 'Event not found' }, status: 404 } : { data: stats() }));
    renderWithProviders(<Harness initialDate="removed-date" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Jazz' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Date' }) as HTMLSelectElement).value).toBe('');
    expect(requestedDates(get).map(([, , dateId]) => dateId)).toEqual(['removed-date', undefined]);
  });
});
