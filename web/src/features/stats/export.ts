import type { CsvRow } from '../../lib/csv';
import { formatEventDate } from '../../lib/event-time';
import { toMajorText } from '../../lib/money';
import type { EventStats } from './api/stats';
import { funnelSteps } from './components/funnel';
import { capacityText, formatMoment, formatPercent } from './format';

/** The dates the figures are of: 'All dates', or the chosen date in the event's zone. */
export function datesLabel(stats: Pick<EventStats, 'dates' | 'eventDateId' | 'timezone'>): string {
  const date = stats.dates.find((d) => d.id === stats.eventDateId);
  return date ? formatEventDate(date.startsAt, stats.timezone) : 'All dates';
}

/**
 * The page as one CSV file: a section per table, each a title row, a header row and its rows, sections apart by
 * an empty row. Amounts are plain decimals of the event's currency, so a spreadsheet can add them up.
 */
export function statsCsvRows(stats: EventStats): CsvRow[] {
  const money = (amount: number) => toMajorText(amount, stats.currency);
  const { totals, checkIns } = stats;
  const sections: CsvRow[][] = [
    [['Event stats'], ['Event', stats.name], ['Dates', datesLabel(stats)], ['Currency', stats.currency.toUpperCase()]],
    [
      ['Totals'],
      ['Orders', 'Tickets sold', 'Capacity', 'Gross sales', 'Refunds', 'Platform fees', 'Payment provider fees', 'Net sales'],
      [totals.orders, totals.ticketsSold, capacityText(totals.capacity), money(totals.grossSales), money(totals.refunds), money(totals.platformFees), money(totals.providerFees), money(totals.netSales)],
    ],
    [['Ticket types'], ['Ticket type', 'Sold', 'Capacity', 'Revenue'], ...stats.ticketTypes.map((t) => [t.name, t.sold, capacityText(t.capacity), money(t.revenue)])],
    [
      ['Funnel'],
      ['Step', 'Count', 'Rate from previous step'],
      ...funnelSteps(stats.funnel).map((step, i) => [step.label, step.count, i === 0 ? '' : formatPercent(step.rate)]),
      ['Conversion', '', formatPercent(stats.funnel.conversionRate)],
    ],
    [['Sales per day'], ['Day', 'Tickets', 'Gross sales'], ...stats.salesPerDay.map((d) => [d.day, d.tickets, money(d.grossSales)])],
    [
      ['Check-ins'],
      ['Checked in', 'Expected'],
      [checkIns.checkedIn, checkIns.expected],
      ['Time (15 minutes from)', 'Checked in'],
      ...checkIns.curve.map((p) => [formatMoment(p.at, stats.timezone), p.checkedIn]),
    ],
    [['Promoters'], ['Promoter', 'Username', 'Orders', 'Tickets', 'Revenue'], ...stats.promoters.map((p) => [p.name, p.username, p.orders, p.tickets, money(p.revenue)])],
    [['Promo codes'], ['Code', 'Orders', 'Tickets', 'Discounts', 'Revenue'], ...stats.promoCodes.map((c) => [c.code, c.orders, c.tickets, money(c.discounts), money(c.revenue)])],
  ];
  return sections.flatMap((section, i) => (i === 0 ? section : [[], ...section]));
}
