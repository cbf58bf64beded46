import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevenueItem, Transaction } from './api/reports';
import { activitySheet, EXPORT_FAILED, EXPORT_OFFLINE, ExportError, fetchAllPages, ORDER_COLUMNS, ordersSheet, patronsSheet, revenueSheet, sheetCsv, waitUntilOnline } from './export';
import { parseCsv } from '../../test/csv-reader';

const order = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: '7f1c2a9e-0000-4000-8000-000000000001',
  date: '2026-03-05T18:30:00Z',
  userId: 'u1',
  userFirstName: 'Sam',
  userLastName: 'Rivera',
  userEmail: 'sam@limelight.example',
  amount: 5200,
  currency: 'usd',
  paymentMethod: 'demo',
  status: 'completed',
  productType: 'Course',
  productId: 'e1',
  productName: 'Late Night Jazz Sessions',
  productDate: '2026-03-12T02:00:00Z',
  orderItems: [],
  paymentDetails: { paymentMethod: 'demo', subtotal: 5000, donation: 0, discounts: 0, total: 5200, viewcyFee: 200, stripeFee: 0, refundedAmount: 0, netAmount: 5000 },
  promoter: null,
  timezone: 'America/New_York',
  ...overrides,
});

describe('orders export', () => {
  it("has the seeds' columns, the Limelight fee among them, then the promoter and the seats", () => {
    expect(ORDER_COLUMNS).toEqual([
      'Order ID', 'Date', 'First Name', 'Last Name', 'Email Address', 'Total Paid', 'Net Amount', 'Ticket Amount', 'Donation Amount', 'Membership Amount',
      'Items Subtotal', 'Discount Amount', 'Limelight Fee', 'Stripe Fee', 'Refund Amount', 'Payment Type', 'Status', 'Product', 'Promoter', 'Seats',
    ]);
  });

  it('writes one row per order with amounts as plain decimals', () => {
    const sheet = ordersSheet([
      order(),
      order({
        id: 'o2',
        userFirstName: 'Jordan',
        userLastName: 'Okafor',
        paymentMethod: 'free',
        status: 'partially_refunded',
        productType: 'MembershipTier',
        productName: 'Friends',
        paymentDetails: { paymentMethod: 'free', subtotal: 6000, donation: 500, discounts: 600, total: 5900, viewcyFee: 129, stripeFee: 30, refundedAmount: 1000, netAmount: 4741 },
      }),
    ]);
    expect(sheet.rows[0]).toEqual(['7f1c2a9e-0000-4000-8000-000000000001', '05 Mar 2026', 'Sam', 'Rivera', 'sam@limelight.example', '52.00', '50.00', '50.00', '0.00', '0.00', '50.00', '0.00', '2.00', '0.00', '0.00', 'Card (demo)', 'Completed', 'Late Night Jazz Sessions', '', '']);
    expect(sheet.rows[1]).toEqual(['o2', '05 Mar 2026', 'Jordan', 'Okafor', 'sam@limelight.example', '59.00', '47.41', '0.00', '5.00', '60.00', '60.00', '6.00', '1.29', '0.30', '10.00', 'Comp (Free)', 'Partially refunded', 'Friends', '', '']);
   });

  it('dates an event order in its event’s zone, as the table does', () => {
    // 03:00 UTC on 6 March: the evening of the 5th in New York, the morning of the 6th in Tokyo.
    expect(ordersSheet([order({ date: '2026-03-06T03:00:00Z' })]).rows[0]![1]).toBe('05 Mar 2026');
    expect(ordersSheet([order({ date: '2026-03-06T03:00:00Z', timezone: 'Asia/Tokyo' })]).rows[0]![1]).toBe('06 Mar 2026');
  });

  it("writes a video's donation in the Donation Amount, with no ticket or membership amount", () => {
    const donation = order({
      productType: 'ArtistVideo',
      productName: 'Night Songs',
      paymentMethod: 'stripe',
      amount: 1000,
      paymentDetails: { paymentMethod: 'stripe', subtotal: 0, donation: 1000, discounts: 0, total: 1000, viewcyFee: 50, stripeFee: 59, refundedAmount: 0, netAmount: 891 },
    });
    expect(ordersSheet([donation]).rows[0]!.slice(5)).toEqual(['10.00', '8.91', '0.00', '10.00', '0.00', '0.00', '0.00', '0.50', '0.59', '0.00', 'Card', 'Completed', 'Night Songs', '', '']);
  });

  it('names the promoter who sent the buyer, with their username', () => {
    const promoted = order({ promoter: { id: 'p1', name: 'Priya Shah', username: 'priya', type: 'User' } });
    const [header, row] = parseCsv(sheetCsv(ordersSheet([promoted, order()])));
    const promoter = header!.indexOf('Promoter');
    expect(row![promoter]).toBe('Priya Shah (@priya)');
    expect(ordersSheet([order()]).rows[0]![promoter]).toBe('');
  });

  it("lists the seats the order's tickets hold, leaving out those of refunded or cancelled tickets", () => {
    const item = (id: string, seat: string | null, status = 'Active') => ({
      id,
      name: 'Stalls',
      patron: 'Sam Rivera',
      price: 3500,
      fee: 104,
      discountAmount: 0,
      discountName: null,
      status,
      registrationId: id,
      seat,
    });
    const seated = order({ orderItems: [item('i1', 'Stalls-C-6'), item('i2', 'Stalls-C-7'), item('i3', 'Stalls-C-8', 'Refunded'), item('i4', 'Stalls-C-9', 'Canceled')] });
    const [header, row, unseated] = parseCsv(sheetCsv(ordersSheet([seated, order({ orderItems: [item('i5', null)] })])));
    const seats = header!.indexOf('Seats');
    expect(seats).toBe(header!.length - 1);
    expect(row![seats]).toBe('Stalls-C-6, Stalls-C-7');
    expect(unseated![seats]).toBe('');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas, so the file reads back as written', () => {
    const tricky = order({ userFirstName: 'Ann, "Annie"', userLastName: 'O\nBrien', userEmail: '=HYPERLINK("http://evil.example")', productName: '@SUM(A1:A9)' });
    const text = sheetCsv(ordersSheet([tricky]));
    const [header, row] = parseCsv(text);
    expect(header).toEqual(ORDER_COLUMNS);
    expect(row![2]).toBe('Ann, "Annie"');
    expect(row![3]).toBe('O\nBrien');
    expect(row![4]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row![17]).toBe(`'@SUM(A1:A9)`);
    // Amounts stay plain numbers.
    expect(row![5]).toBe('52.00');
    expect(text.startsWith('Order ID,Date,First Name')).toBe(true);
  });
});

describe('other exports', () => {
  it('patrons: Patron, Email, Amount Spent, Events Attended and the Currency, a row per currency a patron paid in', () => {
    const patron = { id: null, email: 'priya@example.com', firstName: 'Priya', lastName: 'Shah', orderCount: 2, eventsAttended: 2, memberSince: '2026-03-05T00:00:00Z' };
    const sheet = patronsSheet([
      { ...patron, totals: [{ currency: 'usd', totalAmount: 15450 }] },
      { ...patron, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', totals: [{ currency: 'eur', totalAmount: 4109 }, { currency: 'jpy', totalAmount: 2021 }] },
    ]);
    expect(sheet.header).toEqual(['Patron', 'Email', 'Amount Spent', 'Events Attended', 'Currency']);
    expect(sheet.rows).toEqual([
      ['Priya Shah', 'priya@example.com', '154.50', 2, 'USD'],
      ['Ada Lovelace', 'ada@example.com', '41.09', 2, 'EUR'],
      ['Ada Lovelace', 'ada@example.com', '2021', 2, 'JPY'],
    ]);
  });

  it('activity: Date, Content as plain text', () => {
    const sheet = activitySheet([{ createdAt: '2026-03-05T12:00:00Z', message: '<a href="/p/x">Sam</a> bought 2 tickets to <a href="/event/1">Jazz &amp; Blues</a>', actorId: 'a', targetId: 't' }]);
    expect(sheet.header).toEqual(['Date', 'Content']);
    expect(sheet.rows).toEqual([['05 Mar 2026', 'Sam bought 2 tickets to Jazz & Blues']]);
  });

  it('revenue: the rows, then a total per currency, each amount in its row’s currency', () => {
    const item = (dimension: string, currency: RevenueItem['currency'], net: number): RevenueItem => ({
      dimension,
      dimensionId: dimension,
      productType: null,
      currency,
      netSales: net,
      grossSales: net,
      onlineSales: net,
      terminalSales: 0,
      cashSales: 0,
      refunds: 0,
      stripeFees: 0,
      viewcyFees: 0,
    });
    const sheet = revenueSheet('Month', [item('March 2026', 'eur', 4000), item('March 2026', 'usd', 5000)], [item('Total', 'eur', 4000), item('Total', 'usd', 5000)]);
    expect(sheet.header.slice(0, 4)).toEqual(['Month', 'Currency', 'Net Sales', 'Gross Sales']);
    expect(sheet.rows.map((r) => r.slice(0, 4))).toEqual([
      ['March 2026', 'EUR', '40.00', '40.00'],
      ['March 2026', 'USD', '50.00', '50.00'],
      ['Total', 'EUR', '40.00', '40.00'],
      ['Total', 'USD', '50.00', '50.00'],
    ]);
  });
});

describe('walking every page', () => {
  afterEach(() => vi.useRealTimers());

  it('asks page after page and reports progress', async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const asked: number[] = [];
    const progress: string[] = [];
    const rows = await fetchAllPages(
      async (page, perPage) => {
        asked.push(page);
        return { data: all.slice((page - 1) * perPage, page * perPage), totalCount: all.length };
      },
      { onProgress: (p) => progress.push(`${p.done}/${p.total}`), waitOnline: async () => undefined },
    );
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual(['100/250', '200/250', '250/250']);
  });

  it("fails with 'Export failed, please try again'", async () => {
    const failing = fetchAllPages(async () => Promise.reject(new Error('500')), { waitOnline: async () => undefined });
    await expect(failing).rejects.toEqual(new ExportError(EXPORT_FAILED));
  });

  it('gives up after 60 seconds offline', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const waiting = waitUntilOnline();
    const result = expect(waiting).rejects.toEqual(new ExportError(EXPORT_OFFLINE));
    await vi.advanceTimersByTimeAsync(60_000);
    await result;
    onLine.mockRestore();
  });

  it('goes on when the connection comes back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const waiting = waitUntilOnline();
    window.dispatchEvent(new Event('online'));
    await expect(waiting).resolves.toBeUndefined();
    onLine.mockRestore();
  });
});
