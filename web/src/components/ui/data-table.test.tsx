import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  count: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', sortFn: 'text' },
  { id: 'count', accessorKey: 'count', header: 'Count', sortFn: 'basic', cell: ({ row }) => String(row.original.count) },
  { id: 'note', header: 'Note', cell: () => '-' },
];
const rows: Row[] = [
  { id: 'a', name: 'Banjo', count: 2 },
  { id: 'b', name: 'Accordion', count: 10 },
];
const names = () => within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('asks the server for the next order: ascending first, from a descending sort back to ascending, then descending', () => {
    const onSort = vi.fn();
    const { rerender } = render(<DataTable label="Things" columns={columns} data={rows} rowKey={(r) => r.id} sort={{ sortBy: 'count', sortOrder: 'desc' }} onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Count/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(onSort).toHaveBeenLastCalledWith({ sortBy: 'count', sortOrder: 'asc' });
    // One column at a time, even with Shift held.
    fireEvent.click(screen.getByRole('button', { name: /Name/ }), { shiftKey: true });
    expect(onSort).toHaveBeenLastCalledWith({ sortBy: 'name', sortOrder: 'asc' });

    rerender(<DataTable label="Things" columns={columns} data={rows} rowKey={(r) => r.id} sort={{ sortBy: 'name', sortOrder: 'asc' }} onSort={onSort} />);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith({ sortBy: 'name', sortOrder: 'desc' });
    // The rows stay in the server's order, and a column without data never sorts.
    expect(names()).toEqual(['Banjo', 'Accordion']);
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
  });

  it('sorts the rows it holds when asked to, and not at all otherwise', () => {
    render(<DataTable label="Things" columns={columns} data={rows} rowKey={(r) => r.id} sortRows />);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(names()).toEqual(['Banjo', 'Accordion']);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(names()).toEqual(['Accordion', 'Banjo']);
    cleanup();

    render(<DataTable label="Things" columns={columns} data={rows} rowKey={(r) => r.id} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows skeleton rows while loading, then the empty state across the table, and pages under it', () => {
    const onPage = vi.fn();
    const props = { label: 'Things', columns, data: [] as Row[], rowKey: (r: Row) => r.id, skeletonRows: 2, empty: 'No results', pagination: { page: 1, perPage: 10, totalCount: 25, onPage } };
    const { rerender } = render(<DataTable {...props} loading />);
    expect(screen.getByRole('table', { name: 'Things' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(2);
    expect(screen.queryByText('No results')).toBeNull();

    rerender(<DataTable {...props} />);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'No results' }).getAttribute('colspan')).toBe('3');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
