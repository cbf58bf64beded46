import { useMemo } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable, dataColumns } from '../../../components/ui/data-table';
import { SearchBox } from '../../../components/ui/search-box';
import { errorMessage } from '../../../lib/api/client';
import { useLists, type ListRow } from '../api/lists';
import { formatListDate, LIST_LIMITS, listPath, listsPath, type ListSort, type ListsSearch } from '../rules/lists';

export const primaryButton = 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50';
export const secondaryButton = 'rounded-full border border-neutral-300 px-5 py-2 text-sm font-medium hover:bg-neutral-50 disabled:opacity-50';

const column = dataColumns<ListRow>();

/** Column ids are the API's sort keys. Kept across renders: a new cell function would remount its cells. */
const columns = (username: string) =>
  column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ row: { original: list } }) => (
        <AppLink href={listPath(username, list.id)} className="font-medium underline underline-offset-2">
          {list.name}
        </AppLink>
      ),
    }),
    column.accessor('userCount', { header: 'Users' }),
    column.accessor('createdAt', { header: 'Created', cell: ({ row }) => formatListDate(row.original.createdAt) }),
  ]);

/**
 * /manage/{username}/lists (seed 001 §2.3): the owner's private access lists, 10 a page, searched and sorted on the
 * server; each name opens the list.
 */
export function ListsPage({ ownerId, username, search, onSearchChange }: { ownerId: string; username: string; search: ListsSearch; onSearchChange: (patch: ListsSearch) => void }) {
  const query = search.query ?? '';
  const page = search.page ?? 1;
  const perPage = LIST_LIMITS.perPage;
  const lists = useLists({ ownerId, page, perPage, ...(query ? { query } : {}), ...(search.sort ? { sort: search.sort, direction: search.direction ?? 'asc' } : {}) });
  const tableColumns = useMemo(() => columns(username), [username]);
  const totalCount = lists.data?.totalCount ?? 0;

  return (
    <section aria-labelledby="lists-heading" className="flex flex-col gap-4">
      <h1 id="lists-heading" className="text-2xl font-semibold">
        Private Access Lists
      </h1>
      <div role="toolbar" aria-label="List actions" className="flex flex-wrap items-center gap-3">
        <SearchBox value={query} label="Search lists" onSearch={(text) => onSearchChange({ query: text || undefined, page: undefined })} />
        <AppLink href={`${listsPath(username)}/create`} className={`ml-auto ${primaryButton}`}>
          Add List
        </AppLink>
      </div>
      <DataTable
        label="Lists"
        columns={tableColumns}
        data={lists.data?.data ?? []}
        rowKey={(list) => list.id}
        sort={{ sortBy: search.sort, sortOrder: search.direction }}
        onSort={(next) => onSearchChange({ sort: next.sortBy as ListSort, direction: next.sortOrder, page: undefined })}
        loading={lists.isLoading}
        skeletonRows={3}
        empty={lists.isError ? errorMessage(lists.error, 'Unable to load the lists. Please try again later.') : query ? 'No results' : 'No data yet!'}
        align="middle"
        pagination={{ page, perPage, totalCount, onPage: (next) => onSearchChange({ page: next > 1 ? next : undefined }) }}
      />
    </section>
  );
}
