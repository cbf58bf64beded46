import { AppLink } from '../../../components/ui/app-link';
import { Pagination } from '../../../components/ui/pagination';
import { reportPages, usePatrons, type Patron } from '../api/reports';
import { downloadSheet, exportFileName, fetchAllPages, patronsSheet } from '../export';
import { formatTotals, patronKey, patronPath } from '../format';
import type { PatronsSearch, PatronsSortKey } from '../search-params';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SearchBox } from '../../../components/ui/search-box';
import { EmptyState, ExportButton } from './list-controls';
import { useReportingOwner } from './reporting-layout';

export type { PatronsSearch, PatronsSortKey } from '../search-params';

export const patronName = (patron: Pick<Patron, 'firstName' | 'lastName' | 'email'>) => `${patron.firstName} ${patron.lastName}`.trim() || patron.email;

function patronColumns(username: string): DataColumn<Patron>[] {
  return [
    {
      id: 'firstName',
      accessorFn: (patron) => patron.firstName,
      header: 'Patron',
      cell: ({ row }) => (
        <AppLink href={patronPath(username, patronKey(row.original))} className="font-medium underline">
          {patronName(row.original)}
        </AppLink>
      ),
    },
    { id: 'email', accessorFn: (patron) => patron.email, header: 'E-mail', cell: ({ row }) => row.original.email },
    // The server sorts a patron who paid in several currencies by the largest of their amounts.
    { id: 'totalAmount', accessorFn: (patron) => formatTotals(patron.totals), header: 'Amount spent', cell: ({ row }) => formatTotals(row.original.totals) },
    // The server sorts this column by the patron's orders.
    { id: 'orderCount', accessorFn: (patron) => patron.orderCount, header: 'Events attended', cell: ({ row }) => row.original.eventsAttended },
  ];
}

/** /manage/{username}/reporting/patrons: the owner's patrons, the server's page size (10 by default), sortable, searchable. */
export function PatronsPage({ search, onSearchChange }: { search: PatronsSearch; onSearchChange: (patch: PatronsSearch) => void }) {
  const { ownerId, username } = useReportingOwner();
  const page = search.page ?? 1;
  const filters = { ownerId, query: search.search || undefined, sortBy: search.sortBy, sortOrder: search.sortOrder };
  const patrons = usePatrons({ ...filters, page });

  const exportPatrons = async (onProgress: (p: { done: number; total: number }) => void) => {
    const rows = await fetchAllPages((p, perPage) => reportPages.patrons({ ...filters, page: p, perPage }), { onProgress });
    downloadSheet(patronsSheet(rows), exportFileName('Patrons'));
  };

  return (
    <section aria-labelledby="patrons-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="patrons-heading" className="text-2xl font-semibold">
          Patrons
        </h1>
        <ExportButton run={exportPatrons} disabled={!patrons.data?.totalCount} />
      </div>
      <SearchBox label="Search patrons" placeholder="Search by name or e-mail" value={search.search ?? ''} onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })} />
      {patrons.isError ? (
        <p role="alert" className="text-red-700">
          Unable to load patrons. Please try again later.
        </p>
      ) : !patrons.data ? (
        <div aria-busy="true" className="h-40" />
      ) : patrons.data.totalCount === 0 ? (
        <EmptyState filtered={!!search.search} />
      ) : (
        <>
          <DataTable
            label="Patrons"
            columns={patronColumns(username)}
            data={patrons.data.data}
            rowKey={patronKey}
            sort={{ sortBy: search.sortBy ?? 'totalAmount', sortOrder: search.sortOrder ?? 'desc' }}
            onSort={(sort) => onSearchChange({ sortBy: sort.sortBy as PatronsSortKey, sortOrder: sort.sortOrder, page: undefined })}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-neutral-600">{patrons.data.totalCount === 1 ? '1 patron' : `${patrons.data.totalCount} patrons`}</p>
            <Pagination page={page} perPage={patrons.data.perPage} totalCount={patrons.data.totalCount} onPage={(next) => onSearchChange({ page: next === 1 ? undefined : next })} />
          </div>
        </>
      )}
    </section>
  );
}
