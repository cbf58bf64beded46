import { describe, expect, it } from 'vitest';
import { formatReportDate, formatReportDateTime, itemActionsAllowed, orderPatronKey, orderStatusLabel, patronKey, patronPath, paymentTypeLabel } from './format';
import { listSearch } from './search-params';

describe('reporting labels', () => {
  it("shows 'free' as 'Comp (Free)', a missing method as N/A and the demo card as a card", () => {
    expect(paymentTypeLabel('free')).toBe('Comp (Free)');
    expect(paymentTypeLabel(undefined)).toBe('N/A');
    expect(paymentTypeLabel(null)).toBe('N/A');
    expect(paymentTypeLabel('')).toBe('N/A');
    expect(paymentTypeLabel('demo')).toBe('Card (demo)');
    expect(paymentTypeLabel('stripe')).toBe('Card');
    expect(paymentTypeLabel('voucher')).toBe('Voucher');
  });

  it('names the payment statuses', () => {
    expect(orderStatusLabel('partially_refunded')).toBe('Partially refunded');
    expect(orderStatusLabel('completed')).toBe('Completed');
  });

  it("writes dates as 'dd MMM yyyy'", () => {
    expect(formatReportDate('2026-03-05T12:00:00Z')).toBe('05 Mar 2026');
    expect(formatReportDate('2026-09-30T12:00:00Z')).toBe('30 Sep 2026');
  });

  it('writes an event order’s dates in its event’s zone, times with the zone’s label', () => {
    // 03:00 UTC on 6 March is still the 5th in New York, already the 6th in Berlin.
    expect(formatReportDate('2026-03-06T03:00:00Z', 'America/New_York')).toBe('05 Mar 2026');
    expect(formatReportDate('2026-03-06T03:00:00Z', 'Europe/Berlin')).toBe('06 Mar 2026');
    expect(formatReportDateTime('2026-03-06T03:00:00Z', 'America/New_York')).toBe('05 Mar 2026, 10:00 PM EST');
    expect(formatReportDateTime('2026-07-06T03:00:00Z', 'America/New_York')).toBe('05 Jul 2026, 11:00 PM EDT');
  });

  it('links patrons by account id, or by e-mail without one', () => {
    expect(patronPath('riverside', orderPatronKey({ userId: 'u-1', userEmail: 'sam@example.com' }))).toBe('/manage/riverside/reporting/patrons/u-1');
    expect(patronPath('riverside', orderPatronKey({ userId: null, userEmail: 'jo+1@example.com' }))).toBe('/manage/riverside/reporting/patrons/jo%2B1%40example.com');
    expect(patronPath('riverside', patronKey({ id: null, email: 'priya@example.com' }))).toBe('/manage/riverside/reporting/patrons/priya%40example.com');
  });
});

describe('order item actions (seed 002 §4)', () => {
  const order = { productType: 'Course', paymentMethod: 'stripe', status: 'completed' };
  const active = { status: 'Active' };
  it('appear for an Active ticket of a completed event order paid by card (the demo card too)', () => {
    expect(itemActionsAllowed(order, active)).toBe(true);
    expect(itemActionsAllowed({ ...order, paymentMethod: 'demo' }, active)).toBe(true);
    expect(itemActionsAllowed({ ...order, status: 'partially_refunded' }, active)).toBe(true);
  });
  it('do not appear otherwise', () => {
    expect(itemActionsAllowed({ ...order, paymentMethod: 'free' }, active)).toBe(false);
    expect(itemActionsAllowed({ ...order, productType: 'MembershipTier' }, active)).toBe(false);
    // A donation on a video has no ticket to view, refund or cancel.
    expect(itemActionsAllowed({ ...order, productType: 'ArtistVideo' }, active)).toBe(false);
    expect(itemActionsAllowed({ ...order, status: 'refunded' }, active)).toBe(false);
    expect(itemActionsAllowed({ ...order, status: 'pending' }, active)).toBe(false);
    expect(itemActionsAllowed(order, { status: 'Refunded' })).toBe(false);
    expect(itemActionsAllowed(order, { status: 'Canceled' })).toBe(false);
  });
});

describe('URL state', () => {
  it('keeps known values and drops the rest', () => {
    expect(listSearch({ search: 'sam', page: '2', sortBy: 'amount', sortOrder: 'desc' }, ['amount', 'date'])).toEqual({ search: 'sam', page: 2, sortBy: 'amount', sortOrder: 'desc' });
    expect(listSearch({ search: '  ', page: 'x', sortBy: 'drop table', sortOrder: 'sideways' }, ['amount'])).toEqual({ search: undefined, page: undefined, sortBy: undefined, sortOrder: undefined });
  });
});
