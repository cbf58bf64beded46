import { AppLink } from '../../../components/ui/app-link';
import { DataTable, dataColumns } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import { profilePath } from '../../../lib/profile-path';
import type { EventStats } from '../api/stats';
import { fillOf, formatNumber, formatPercent, soldText } from '../format';

type TicketTypeRow = EventStats['ticketTypes'][number];
type PromoterRow = EventStats['promoters'][number];
type PromoCodeRow = EventStats['promoCodes'][number];

/** Sold against capacity, with a bar of how full the ticket type is (none when it has no limit). */
function SoldBar({ sold, capacity }: { sold: number; capacity: number | null }) {
  const fill = fillOf(sold, capacity);
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <span className="whitespace-nowrap">{soldText(sold, capacity)}</span>
      {fill !== null && (
        <span role="meter" aria-label="Sold" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(fill * 100)} aria-valuetext={formatPercent(fill)} className="h-1.5 w-full rounded-full bg-neutral-100">
          <span className="block h-full rounded-full bg-neutral-900" style={{ width: `${fill * 100}%` }} />
        </span>
      )}
    </div>
  );
}

export function TicketTypesTable({ rows, currency }: { rows: TicketTypeRow[]; currency: string }) {
  const column = dataColumns<TicketTypeRow>();
  const columns = column.columns([
    column.accessor('name', { header: 'Ticket type' }),
    column.accessor('sold', { header: 'Sold / capacity', cell: ({ row }) => <SoldBar sold={row.original.sold} capacity={row.original.capacity} /> }),
    column.accessor('revenue', { header: 'Revenue', cell: ({ row }) => formatMoney(row.original.revenue, currency) }),
  ]);
  return <DataTable label="Ticket types" columns={columns} data={rows} rowKey={(row) => row.ticketTypeId} align="middle" empty="This event has no ticket types." />;
}

export function PromotersTable({ rows, currency }: { rows: PromoterRow[]; currency: string }) {
  const column = dataColumns<PromoterRow>();
  const columns = column.columns([
    column.accessor('name', {
      header: 'Promoter',
      cell: ({ row: { original: p } }) => (
        <AppLink href={profilePath(p)} className="underline" title={`@${p.username}`}>
          {p.name.trim() || `@${p.username}`}
        </AppLink>
      ),
    }),
    column.accessor('orders', { header: 'Orders', cell: ({ row }) => formatNumber(row.original.orders) }),
    column.accessor('tickets', { header: 'Tickets', cell: ({ row }) => formatNumber(row.original.tickets) }),
    column.accessor('revenue', { header: 'Revenue', cell: ({ row }) => formatMoney(row.original.revenue, currency) }),
  ]);
  return <DataTable label="Promoters" columns={columns} data={rows} rowKey={(row) => row.promoterId} empty="No sales through promoters yet." />;
}

export function PromoCodesTable({ rows, currency }: { rows: PromoCodeRow[]; currency: string }) {
  const column = dataColumns<PromoCodeRow>();
  const columns = column.columns([
    column.accessor('code', { header: 'Code', cell: ({ row }) => <span className="font-mono">{row.original.code}</span> }),
    column.accessor('orders', { header: 'Orders', cell: ({ row }) => formatNumber(row.original.orders) }),
    column.accessor('tickets', { header: 'Tickets', cell: ({ row }) => formatNumber(row.original.tickets) }),
    column.accessor('discounts', { header: 'Discounts', cell: ({ row }) => formatMoney(row.original.discounts, currency) }),
    column.accessor('revenue', { header: 'Revenue', cell: ({ row }) => formatMoney(row.original.revenue, currency) }),
  ]);
  return <DataTable label="Promo codes" columns={columns} data={rows} rowKey={(row) => row.code} empty="No promo codes used yet." />;
}
