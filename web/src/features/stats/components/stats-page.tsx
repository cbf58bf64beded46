import { useEffect, type ReactNode } from 'react';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { NotFound } from '../../../components/layouts/not-found';
import { AppLink } from '../../../components/ui/app-link';
import { ApiError } from '../../../lib/api/client';
import { downloadCsv, type CsvRow } from '../../../lib/csv';
import { formatEventDate } from '../../../lib/event-time';
import { formatMoney } from '../../../lib/money';
import { useEventStats, type EventStats } from '../api/stats';
import { statsCsvRows } from '../export';
import { formatNumber, soldText, statsFileName } from '../format';
import { CheckInChart } from './check-in-chart';
import { Funnel } from './funnel';
import { SalesChart } from './sales-chart';
import { PromoCodesTable, PromotersTable, TicketTypesTable } from './stats-tables';

export interface StatsPageProps {
  eventId: string;
  /** One date's figures; undefined: every date's. */
  dateId: string | undefined;
  /** Shows another date's figures, or (undefined) every date's. */
  onDate: (dateId: string | undefined, replace?: boolean) => void;
  /** How the CSV file is saved: a download, unless a test says otherwise. */
  download?: (fileName: string, rows: CsvRow[]) => void;
}

/** /management/courses/{id}/stats?event_id={dateId}: an event's sales, funnel and door, for its managers with admin access. */
export function StatsPage({ eventId, dateId, onDate, download = downloadCsv }: StatsPageProps) {
  const query = useEventStats(eventId, dateId);
  const status = query.error instanceof ApiError ? query.error.status : 0;
  // A date that is not (or no longer) the event's: the figures of every date instead.
  const unknownDate = status === 404 && dateId !== undefined;
  useEffect(() => {
    if (unknownDate) onDate(undefined, true);
  }, [unknownDate, onDate]);
  if (query.isLoading || unknownDate) return <main className="mx-auto max-w-6xl px-4 py-12" aria-busy="true" />;
  if (!query.data) {
    if (status === 404) return <NotFound />;
    if (status === 403) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
    return <ErrorScreen code={status || 500} heading={query.error?.message ?? 'Please try again later'} />;
  }
  const stats = query.data;
  const { currency, timezone } = stats;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8" aria-busy={query.isPlaceholderData || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-neutral-600">Stats</p>
          <h1 className="text-2xl font-semibold">
            <AppLink href={`/event/${stats.eventId}`} className="hover:underline">
              {stats.name}
            </AppLink>
          </h1>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Date</span>
            <select className="max-w-full rounded-lg border border-neutral-300 px-3 py-2" value={dateId ?? ''} onChange={(e) => onDate(e.target.value || undefined)}>
              <option value="">All dates</option>
              {stats.dates.map((d) => (
                <option key={d.id} value={d.id}>
                  {formatEventDate(d.startsAt, timezone)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => download(statsFileName(stats.name), statsCsvRows(stats))}
            className="rounded-lg border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-100"
          >
            Export CSV
          </button>
        </div>
      </div>

      <Totals stats={stats} />

      <Section title="Ticket types">
        <TicketTypesTable rows={stats.ticketTypes} currency={currency} />
      </Section>

      <Section title="Funnel">
        <Funnel funnel={stats.funnel} filtered={stats.eventDateId !== null} />
      </Section>

      <Section title="Sales per day">
        <SalesChart rows={stats.salesPerDay} currency={currency} timezone={timezone} />
      </Section>

      <Section title="Check-ins">
        <CheckInChart checkIns={stats.checkIns} timezone={timezone} />
      </Section>

      <Section title="Promoters">
        <PromotersTable rows={stats.promoters} currency={currency} />
      </Section>

      <Section title="Promo codes">
        <PromoCodesTable rows={stats.promoCodes} currency={currency} />
      </Section>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `stats-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Orders, tickets against capacity and the money: gross, refunds, fees (Limelight's and the payment provider's) and net. */
function Totals({ stats }: { stats: EventStats }) {
  const { totals, currency } = stats;
  const money = (amount: number) => formatMoney(amount, currency);
  const cards: { label: string; value: string; detail?: string }[] = [
    { label: 'Orders', value: formatNumber(totals.orders) },
    { label: 'Tickets sold', value: soldText(totals.ticketsSold, totals.capacity) },
    { label: 'Gross sales', value: money(totals.grossSales) },
    { label: 'Refunds', value: money(totals.refunds) },
    { label: 'Fees', value: money(totals.platformFees + totals.providerFees), detail: `Platform ${money(totals.platformFees)} · Payment provider ${money(totals.providerFees)}` },
    { label: 'Net sales', value: money(totals.netSales) },
  ];
  return (
    <section aria-label="Totals">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <div key={card.label} className="flex flex-col gap-1 rounded-lg border border-neutral-200 p-4">
            <dt className="text-sm text-neutral-600">{card.label}</dt>
            <dd className="text-xl font-semibold break-words">{card.value}</dd>
            {card.detail && <dd className="text-xs text-neutral-600">{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
