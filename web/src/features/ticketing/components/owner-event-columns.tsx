import { AppLink } from '../../../components/ui/app-link';
import { dataColumns } from '../../../components/ui/data-table';
import type { OwnerEventRow } from '../api/owner-events';
import { formatEventDate, hasSalesAccess, revenueText, rowLinks, SALES_NA_TOOLTIP, ticketsSoldText } from '../manage-events';

const column = dataColumns<OwnerEventRow>();

/** Sales figures, or N/A with the reason (a tooltip, and text for screen readers) when the account has no admin access to the event. */
function Sales({ row, text }: { row: OwnerEventRow; text: string }) {
  if (hasSalesAccess(row)) return <>{text}</>;
  return (
    <span title={SALES_NA_TOOLTIP} className="cursor-help text-neutral-500 underline decoration-dotted underline-offset-2">
      N/A<span className="sr-only">: {SALES_NA_TOOLTIP}</span>
    </span>
  );
}

/** The events table's columns: Date, Tickets sold and Revenue sort on the server (their ids are the API's sort keys). */
export const ownerEventColumns = column.columns([
  column.accessor('name', {
    header: 'Event',
    enableSorting: false,
    cell: ({ row: { original: row } }) => (
      <div className="flex flex-col gap-1">
        <AppLink href={`/event/${row.course}`} className="font-medium underline-offset-2 hover:underline">
          {row.name}
        </AppLink>
        {!row.published && <span className="w-fit rounded bg-neutral-200 px-1.5 text-xs text-neutral-700">Draft</span>}
      </div>
    ),
  }),
  column.accessor('startsAt', { header: 'Date', cell: ({ row }) => <span className="whitespace-nowrap">{formatEventDate(row.original.startsAt, row.original.timezone)}</span> }),
  column.accessor('ticketsSold', {
    header: 'Tickets sold',
    cell: ({ row: { original: row } }) => (
      <div className="flex flex-col gap-0.5">
        <Sales row={row} text={ticketsSoldText(row)} />
        {/* Events with several ticket types show each type's count. */}
        {hasSalesAccess(row) && row.ticketTypesCount > 1 && (
          <ul aria-label={`Tickets sold of ${row.name} by ticket type`} className="text-xs text-neutral-500">
            {row.tickets.map((t, n) => (
              <li key={n}>
                {t.name}: {t.ticketsSold ?? 'N/A'}
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  }),
  column.accessor('revenue', { header: 'Revenue', cell: ({ row }) => <Sales row={row.original} text={revenueText(row.original)} /> }),
  column.display({
    id: 'manage',
    header: 'Manage',
    cell: ({ row: { original: row } }) => (
      <nav aria-label={`Manage ${row.name}`} className="flex flex-wrap gap-x-3 gap-y-1">
        {rowLinks(row).map((link) => (
          <AppLink key={link.label} href={link.href} className="text-neutral-700 underline underline-offset-2 hover:text-neutral-950">
            {link.label}
          </AppLink>
        ))}
      </nav>
    ),
  }),
]);
