import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import { PROMOTERS_PER_PAGE, usePromoterSales, type PromoterSales } from '../api/reports';
import { EmptyState } from './list-controls';
import { PromoterLink } from './promoter-link';
import { useReportingOwner } from './reporting-layout';

const COLUMNS: DataColumn<PromoterSales>[] = [
  {
    id: 'promoter',
    header: 'Promoter',
    cell: ({ row }) => <PromoterLink promoter={{ name: row.original.promoterName, username: row.original.promoterUsername, type: row.original.promoterType }} />,
  },
  { id: 'orders', header: 'Orders', cell: ({ row }) => row.original.orders },
  { id: 'tickets', header: 'Tickets', cell: ({ row }) => row.original.tickets },
  // In the row's own currency: a promoter who sold in two currencies has two rows.
  { id: 'revenue', header: 'Revenue', cell: ({ row }) => formatMoney(row.original.revenue, row.original.currency) },
];

/** The revenue report's 'Sales by promoter': what each promoter's links (/promote/{username}/{eventId}) sold, 10 per page. */
export function SalesByPromoter() {
  const { ownerId } = useReportingOwner();
  const [page, setPage] = useState(1);
  const sales = usePromoterSales({ ownerId, page, perPage: PROMOTERS_PER_PAGE });
  return (
    <section aria-labelledby="promoters-heading" className="flex flex-col gap-3">
      <h2 id="promoters-heading" className="text-lg font-semibold">
        Sales by promoter
      </h2>
      {sales.isError ? (
        <p role="alert" className="text-red-700">
          Unable to load sales by promoter. Please try again later.
        </p>
      ) : !sales.data ? (
        <div aria-busy="true" className="h-24" />
      ) : sales.data.totalCount === 0 ? (
        <EmptyState filtered={false} />
      ) : (
        <DataTable
          label="Sales by promoter"
          columns={COLUMNS}
          data={sales.data.data}
          rowKey={(row) => `${row.promoterId}:${row.currency}`}
          pagination={{ page, perPage: sales.data.perPage, totalCount: sales.data.totalCount, onPage: setPage }}
        />
      )}
    </section>
  );
}
