import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { AppLink } from '../../../components/ui/app-link';
import type { EventsSort, OwnerEventRow } from '../api/owner-events';
import { formatEventDate, hasSalesAccess, revenueText, rowLinks, SALES_NA_TOOLTIP, ticketsSoldText } from '../manage-events';

const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, OwnerEventRow>();

/** Sales figures, or N/A with the reason (a tooltip, and text for screen readers) when the account has no admin access to the event. */
function Sales({ row, text }: { row: OwnerEventRow; text: string }) {
  if (hasSalesAccess(row)) return <>{text}</>;
  return (
    <span title={SALES_NA_TOOLTIP} className="cursor-help text-neutral-500 underline decoration-dotted underline-offset-2">
      N/A<span className="sr-only">: {SALES_NA_TOOLTIP}</span>
    </span>
  );
}

// Column ids are the API's sort keys where a column sorts.
const columns = column.columns([
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
  column.accessor('startsAt', { header: 'Date', cell: ({ row }) => <span className="whitespace-nowrap">{formatEventDate(row.original.startsAt)}</span> }),
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

/**
 * The events table. Sorting happens on the server: the table shows the sort in force, and a click on the Date,
 * Tickets sold or Revenue header asks for that column ascending, a second click descending.
 */
export function OwnerEventsTable({
  rows,
  sort,
  onSort,
}: {
  rows: OwnerEventRow[];
  sort: { sort: EventsSort; direction: 'asc' | 'desc' };
  onSort: (column: EventsSort) => void;
}) {
  const sorting: SortingState = [{ id: sort.sort, desc: sort.direction === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row: OwnerEventRow) => row.id,
    state: { sorting },
    manualSorting: true,
  });

  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table aria-label="Events" className="w-full min-w-max text-left text-sm">
        <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} className="px-4 py-3 font-semibold">
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={() => onSort(header.column.id as EventsSort)} className="inline-flex items-center gap-1 uppercase hover:text-neutral-900">
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className="text-neutral-400">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-neutral-50">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3 align-top">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
