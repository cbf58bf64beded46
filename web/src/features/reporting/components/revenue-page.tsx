import { AppLink } from '../../../components/ui/app-link';
import { formatMoney } from '../../../lib/money';
import { useRevenue, type RevenueDimension, type RevenueItem } from '../api/reports';
import { downloadSheet, exportFileName, revenueSheet } from '../export';
import { productPath } from '../format';
import { DIMENSIONS, type RevenueSearch } from '../search-params';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState, ExportButton } from './list-controls';
import { RevenueChart } from './revenue-chart';
import { SalesByPromoter } from './sales-by-promoter';
import { useReportingOwner } from './reporting-layout';

export type { RevenueOrder, RevenueSearch } from '../search-params';

export const MEASURES: { key: keyof Omit<RevenueItem, 'dimension' | 'dimensionId' | 'productType' | 'currency'>; label: string }[] = [
  { key: 'netSales', label: 'Net sales' },
  { key: 'grossSales', label: 'Gross sales' },
  { key: 'onlineSales', label: 'Online sales' },
  { key: 'terminalSales', label: 'Terminal sales' },
  { key: 'cashSales', label: 'Cash sales' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'stripeFees', label: 'Payment provider fees' },
  { key: 'viewcyFees', label: 'Platform fees' },
];

/** Each row's amounts are in its own currency: a dimension with sales in two currencies has two rows. */
function revenueColumns(dimension: RevenueDimension, label: string, username: string): DataColumn<RevenueItem>[] {
  return [
    {
      id: 'dimension',
      accessorFn: (row) => row.dimension,
      header: label,
      cell: ({ row }) => {
        // By event, a row leads to its product: the event's stats (seed 001), the membership tier or the video.
        const product = { productType: row.original.productType, productId: row.original.dimensionId };
        const href = dimension !== 'course' ? null : product.productType === 'Course' ? `/management/courses/${product.productId}/stats` : productPath(username, product);
        return href ? (
          <AppLink href={href} className="font-medium underline">
            {row.original.dimension}
          </AppLink>
        ) : (
          <span className="font-medium">{row.original.dimension}</span>
        );
      },
    },
    ...MEASURES.map(
      (measure): DataColumn<RevenueItem> => ({
        id: measure.key,
        header: measure.label,
        enableSorting: false,
        cell: ({ row }) => formatMoney(row.original[measure.key], row.original.currency),
      }),
    ),
  ];
}

/** 'Total', or 'Total (EUR)' when there are totals in several currencies. */
const totalLabel = (currency: string, currencies: number) => (currencies > 1 ? `Total (${currency.toUpperCase()})` : 'Total');

/** The by-date rows of each currency, by currency code. */
function rowsPerCurrency(rows: RevenueItem[]): [string, RevenueItem[]][] {
  const groups = new Map<string, RevenueItem[]>();
  for (const row of rows) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * /manage/{username}/reporting/revenue: revenue per month, date, year, event, category or attendee, a total row
 * per currency (amounts of different currencies are never added), and a chart over time per currency.
 */
export function RevenuePage({ search, onSearchChange }: { search: RevenueSearch; onSearchChange: (patch: RevenueSearch) => void }) {
  const { ownerId, username } = useReportingOwner();
  const dimension = search.dimension ?? 'month';
  const order = search.order ?? 'dimension_asc';
  const label = DIMENSIONS.find((d) => d.value === dimension)!.label;
  const revenue = useRevenue({ ownerId, dimension, sort: order });
  const byDate = useRevenue({ ownerId, dimension: 'date', sort: 'dimension_asc' });

  const exportRevenue = async () => {
    if (!revenue.data) throw new Error('No revenue yet');
    downloadSheet(revenueSheet(label, revenue.data.data, revenue.data.totals), exportFileName(`Revenue by ${label.toLowerCase()}`));
  };

  return (
    <section aria-labelledby="revenue-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="revenue-heading" className="text-2xl font-semibold">
          Revenue
        </h1>
        <ExportButton run={exportRevenue} disabled={!revenue.data?.data.length} />
      </div>
      <div role="group" aria-label="Revenue by" className="flex flex-wrap gap-1">
        {DIMENSIONS.map((d) => (
          <button
            key={d.value}
            type="button"
            aria-pressed={d.value === dimension}
            onClick={() => onSearchChange({ dimension: d.value === 'month' ? undefined : d.value })}
            className="rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100 aria-pressed:border-neutral-900 aria-pressed:bg-neutral-900 aria-pressed:text-white"
          >
            {d.label}
          </button>
        ))}
      </div>
      {revenue.isError ? (
        <p role="alert" className="text-red-700">
          Unable to load revenue. Please try again later.
        </p>
      ) : !revenue.data ? (
        <div aria-busy="true" className="h-40" />
      ) : revenue.data.data.length === 0 ? (
        <EmptyState filtered={false} />
      ) : (
        <>
          {byDate.data &&
            rowsPerCurrency(byDate.data.data).map(([currency, rows], _, all) => (
              <RevenueChart key={currency} rows={rows} currency={currency} title={all.length > 1 ? `Revenue over time in ${currency.toUpperCase()}` : 'Revenue over time'} />
            ))}
          <DataTable
            label={`Revenue by ${label.toLowerCase()}`}
            columns={revenueColumns(dimension, label, username)}
            data={revenue.data.data}
            rowKey={(row) => `${row.dimensionId}:${row.currency}`}
            // Nine columns fit a laptop's page when their headers wrap; a phone scrolls the table sideways.
            minWidth="min-w-[52rem]"
            sort={{ sortBy: 'dimension', sortOrder: order === 'dimension_desc' ? 'desc' : 'asc' }}
            onSort={(sort) => onSearchChange({ order: sort.sortOrder === 'desc' ? 'dimension_desc' : undefined })}
            footer={revenue.data.totals.map((total, _, totals) => (
              <tr key={total.currency}>
                <th scope="row" className="px-4 py-3 text-left">
                  {totalLabel(total.currency, totals.length)}
                </th>
                {MEASURES.map((measure) => (
                  <td key={measure.key} className="px-4 py-3">
                    {formatMoney(total[measure.key], total.currency)}
                  </td>
                ))}
              </tr>
            ))}
          />
        </>
      )}
      <SalesByPromoter />
    </section>
  );
}
