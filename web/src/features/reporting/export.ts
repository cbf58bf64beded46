import { downloadCsv, toCsv } from '../../lib/csv';
import { toMajorText } from '../../lib/money';
import type { Activity, Patron, RevenueItem, Transaction } from './api/reports';
import { formatReportDate, orderStatusLabel, paymentTypeLabel } from './format';
import { activityText } from '../../lib/sanitize';

/** A CSV file before it is quoted: its header and rows of cells. */
export interface Sheet {
  header: string[];
  rows: (string | number)[][];
}

/** Seed 001 §3 "CSV column sets", orders (the platform's fee is named after Limelight), who promoted the order and its seats. */
export const ORDER_COLUMNS = [
  'Order ID',
  'Date',
  'First Name',
  'Last Name',
  'Email Address',
  'Total Paid',
  'Net Amount',
  'Ticket Amount',
  'Donation Amount',
  'Membership Amount',
  'Items Subtotal',
  'Discount Amount',
  'Limelight Fee',
  'Stripe Fee',
  'Refund Amount',
  'Payment Type',
  'Status',
  'Product',
  'Promoter',
  'Seats',
];

/** Amounts as plain decimals of the order's currency, so a spreadsheet can add them up. */
/** The sheet as CSV text (RFC 4180, with the formula-injection guard). */
export const sheetCsv = (sheet: Sheet) => toCsv([sheet.header, ...sheet.rows]);

export const downloadSheet = (sheet: Sheet, fileName: string) => downloadCsv(fileName, [sheet.header, ...sheet.rows]);

/** The seats the order's tickets hold, comma-separated; a refunded or cancelled ticket's seat went back on sale. */
const seatsOf = (order: Transaction) =>
  order.orderItems
    .filter((item) => item.status === 'Active' && item.seat)
    .map((item) => item.seat)
    .join(', ');

export function ordersSheet(orders: Transaction[]): Sheet {
  return {
    header: ORDER_COLUMNS,
    rows: orders.map((order) => {
      const money = (amount: number) => toMajorText(amount, order.currency);
      const details = order.paymentDetails;
      return [
        order.id,
        formatReportDate(order.date, order.timezone),
        order.userFirstName,
        order.userLastName,
        order.userEmail,
        money(details.total),
        money(details.netAmount),
        money(order.productType === 'Course' ? details.subtotal : 0),
        money(details.donation),
        money(order.productType === 'MembershipTier' ? details.subtotal : 0),
        money(details.subtotal),
        money(details.discounts),
        money(details.viewcyFee),
        money(details.stripeFee),
        money(details.refundedAmount),
        paymentTypeLabel(order.paymentMethod),
        orderStatusLabel(order.status),
        order.productName,
        order.promoter ? `${order.promoter.name} (@${order.promoter.username})` : '',
        seatsOf(order),
      ];
    }),
  };
}

/** The seeds' patron columns and the currency: a row per patron and currency they paid in, so that amounts add up per currency. */
export function patronsSheet(patrons: Patron[]): Sheet {
  return {
    header: ['Patron', 'Email', 'Amount Spent', 'Events Attended', 'Currency'],
    rows: patrons.flatMap((p) =>
      p.totals.map((total) => [`${p.firstName} ${p.lastName}`.trim(), p.email, toMajorText(total.totalAmount, total.currency), p.eventsAttended, total.currency.toUpperCase()]),
    ),
  };
}

export function activitySheet(activities: Activity[]): Sheet {
  return { header: ['Date', 'Content'], rows: activities.map((a) => [formatReportDate(a.createdAt), activityText(a.message)]) };
}

/** The revenue table as shown: the dimension's rows, then a total row per currency; amounts in the row's currency. */
export function revenueSheet(dimensionLabel: string, rows: RevenueItem[], totals: RevenueItem[]): Sheet {
  const line = (item: RevenueItem) => [
    item.dimension,
    item.currency.toUpperCase(),
    ...[item.netSales, item.grossSales, item.onlineSales, item.terminalSales, item.cashSales, item.refunds, item.stripeFees, item.viewcyFees].map((v) => toMajorText(v, item.currency)),
  ];
  return {
    header: [dimensionLabel, 'Currency', 'Net Sales', 'Gross Sales', 'Online Sales', 'Terminal Sales', 'Cash Sales', 'Refunds', 'Payment Provider Fees', 'Platform Fees'],
    rows: [...rows.map(line), ...totals.map(line)],
  };
}

export const EXPORT_FAILED = 'Export failed, please try again';
export const EXPORT_OFFLINE = 'Export failed, please check your internet connection';
/** Seed 002 §4: an export paused (offline) for 60 seconds is cancelled. */
export const EXPORT_PAUSE_LIMIT_MS = 60_000;

export class ExportError extends Error {}

/** Resolves once the browser is online again; rejects when that takes longer than `limitMs`. */
export function waitUntilOnline(limitMs = EXPORT_PAUSE_LIMIT_MS): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const online = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      window.removeEventListener('online', online);
      reject(new ExportError(EXPORT_OFFLINE));
    }, limitMs);
    window.addEventListener('online', online, { once: true });
  });
}

export interface Progress {
  done: number;
  total: number;
}

/**
 * Every row of a paged list, page after page, reporting progress. While the browser is offline it waits (up to
 * 60 seconds) and then goes on; any other failure is 'Export failed, please try again'.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<{ data: T[]; totalCount: number }>,
  { perPage = 100, onProgress, waitOnline = waitUntilOnline }: { perPage?: number; onProgress?: (progress: Progress) => void; waitOnline?: () => Promise<void> } = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    await waitOnline();
    let answer: { data: T[]; totalCount: number };
    try {
      answer = await fetchPage(page, perPage);
    } catch (error) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        page--;
        continue;
      }
      throw error instanceof ExportError ? error : new ExportError(EXPORT_FAILED);
    }
    rows.push(...answer.data);
    onProgress?.({ done: rows.length, total: answer.totalCount });
    if (answer.data.length < perPage || rows.length >= answer.totalCount) return rows;
  }
}

/** File names such as 'Orders 2026-03-05.csv'. */
export const exportFileName = (what: string, now = new Date()) => `${what} ${now.toISOString().slice(0, 10)}.csv`;
