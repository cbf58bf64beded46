import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { Pagination } from './pagination';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { text: sortFn_text, basic: sortFn_basic } });

/** A column: with server sorting its `id` is the API's sort key. Only accessor columns sort (`enableSorting: false` opts one out). */
export type DataColumn<T extends RowData> = ColumnDef<typeof features, T>;
/** Typed column builders (`accessor`, `display`, `columns`) for a table of `T`. */
export const dataColumns = <T extends RowData>() => createColumnHelper<typeof features, T>();

export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  sortBy: string;
  sortOrder: SortOrder;
}

/**
 * A management list's table. A click on a sortable header sorts by that column ascending, a second click
 * descending, and so on (seed 001 §2.4, seed 002 §2.5). Sorting happens either on the server — the table shows
 * `sort` and asks `onSort` for the next one, and the caller shows page 1 of the new order — or, with `sortRows`,
 * on the rows it holds.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  data,
  rowKey,
  sort,
  onSort,
  sortRows = false,
  loading = false,
  skeletonRows = 0,
  empty,
  footer,
  pagination,
  align = 'top',
  minWidth = 'min-w-max',
}: {
  label: string;
  columns: DataColumn<T>[];
  data: T[];
  rowKey: (row: T) => string;
  sort?: Partial<TableSort>;
  onSort?: (sort: TableSort) => void;
  sortRows?: boolean;
  /** While loading, the table is busy and shows `skeletonRows` placeholder rows. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown across the table when there are no rows. */
  empty?: ReactNode;
  /** Rows of a `<tfoot>`, such as totals. */
  footer?: ReactNode;
  /** Pages under the table, at its right. */
  pagination?: { page: number; perPage: number; totalCount: number; onPage: (page: number) => void };
  /** Vertical alignment of the cells. */
  align?: 'top' | 'middle';
  /**
   * The table's least width (a Tailwind class): wider than its box, it scrolls sideways. By default each column is as
   * wide as its content; a table with many columns sets a width instead, so its headers and cells wrap to fit a laptop.
   */
  minWidth?: string;
}) {
  const [rowSorting, setRowSorting] = useState<SortingState>([]);
  const sorting: SortingState = onSort ? (sort?.sortBy ? [{ id: sort.sortBy, desc: sort.sortOrder === 'desc' }] : []) : rowSorting;
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row: T) => rowKey(row),
    state: { sorting },
    manualSorting: !!onSort,
    enableSorting: !!onSort || sortRows,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (!onSort) return setRowSorting(next);
      const [first] = next;
      if (first) onSort({ sortBy: first.id, sortOrder: first.desc ? 'desc' : 'asc' });
    },
  });
  const rows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const cell = `px-4 py-3 ${align === 'top' ? 'align-top' : 'align-middle'}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border border-neutral-200">
        <table aria-label={label} aria-busy={loading || undefined} className={`w-full ${minWidth} text-left text-sm`}>
          <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} className="px-4 py-3 font-semibold">
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
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
            {loading &&
              Array.from({ length: skeletonRows }, (_, n) => (
                <tr key={n} data-testid="skeleton-row">
                  {leafColumns.map((column) => (
                    <td key={column.id} className="px-4 py-3">
                      <div className="h-4 animate-pulse rounded bg-neutral-200" />
                    </td>
                  ))}
                </tr>
              ))}
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-neutral-50">
                {row.getAllCells().map((rowCell) => (
                  <td key={rowCell.id} className={cell}>
                    <table.FlexRender cell={rowCell} />
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 && empty && (
              <tr>
                <td colSpan={leafColumns.length} className="px-4 py-6 text-center text-neutral-600">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
          {footer && <tfoot className="border-t-2 border-neutral-300 bg-neutral-50 font-semibold">{footer}</tfoot>}
        </table>
      </div>
      {pagination && <Pagination className="justify-end" {...pagination} />}
    </div>
  );
}
