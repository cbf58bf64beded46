import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { SortOrder } from '../format';

const features = tableFeatures({ rowSortingFeature });

/** A report column: `id` is the server's sort key when the column sorts (`enableSorting: true`). */
export type ReportColumn<T extends RowData> = ColumnDef<typeof features, T>;

export interface Sort {
  sortBy?: string;
  sortOrder?: SortOrder;
}

/**
 * A report's table. Sorting happens on the server: the table shows the sort in the URL, and a click on a
 * sortable header asks for that column ascending, a second click descending, and so on.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  data,
  sort = {},
  onSort,
  rowKey,
  footer,
}: {
  label: string;
  columns: ReportColumn<T>[];
  data: T[];
  sort?: Sort;
  onSort?: (sort: { sortBy: string; sortOrder: SortOrder }) => void;
  rowKey: (row: T) => string;
  footer?: ReactNode;
}) {
  const sorting: SortingState = sort.sortBy ? [{ id: sort.sortBy, desc: sort.sortOrder === 'desc' }] : [];
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row: T) => rowKey(row),
    state: { sorting },
    manualSorting: true,
    enableSorting: !!onSort,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next && onSort) onSort({ sortBy: next.id, sortOrder: next.desc ? 'desc' : 'asc' });
    },
  });

  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table aria-label={label} className="w-full min-w-max text-left text-sm">
        <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} className="px-4 py-3 font-semibold">
                    {header.isPlaceholder ? null : canSort ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 uppercase hover:text-neutral-900">
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
        {footer && <tfoot className="border-t-2 border-neutral-300 bg-neutral-50 font-semibold">{footer}</tfoot>}
      </table>
    </div>
  );
}
