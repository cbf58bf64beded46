import { AppLink } from '../../../components/ui/app-link';
import { Pagination } from '../../../components/ui/pagination';
import { formatMoney } from '../../../lib/money';
import { ORDERS_PER_PAGE, reportPages, useTransactions, type Transaction } from '../api/reports';
import { downloadSheet, exportFileName, fetchAllPages, ordersSheet } from '../export';
import { formatReportDate, orderPatronKey, orderStatusLabel, patronPath, paymentTypeLabel, productPath } from '../format';
import { PRODUCT_TYPES, type OrdersSearch, type OrdersSortKey, type ProductType } from '../search-params';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SearchBox } from '../../../components/ui/search-box';
import { EmptyState, ExportButton } from './list-controls';
import { PromoterLink } from './promoter-link';
import { useReportingOwner } from './reporting-layout';

export type { OrdersSearch, OrdersSortKey, ProductType } from '../search-params';

export const shortOrderId = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;

export function orderPath(username: string, id: string) {
  return `/manage/${username}/reporting/orders/${id}`;
}

export function orderColumns(username: string, sortable: boolean): DataColumn<Transaction>[] {
  return [
    {
      id: 'id',
      accessorFn: (order) => order.id,
      header: 'Order ID',
      enableSorting: sortable,
      cell: ({ row }) => (
        <AppLink href={orderPath(username, row.original.id)} className="font-mono text-xs font-medium underline" title={row.original.id}>
          {shortOrderId(row.original.id)}
        </AppLink>
      ),
    },
    { id: 'date', accessorFn: (order) => order.date, header: 'Date', enableSorting: sortable, cell: ({ row }) => formatReportDate(row.original.date, row.original.timezone) },
    {
      id: 'customer',
      accessorFn: (order) => `${order.userFirstName} ${order.userLastName}`,
      header: 'Customer',
      enableSorting: sortable,
      cell: ({ row }) => (
        <AppLink href={patronPath(username, orderPatronKey(row.original))} className="underline" title={row.original.userEmail}>
          {`${row.original.userFirstName} ${row.original.userLastName}`.trim() || row.original.userEmail}
        </AppLink>
      ),
    },
    { id: 'amount', accessorFn: (order) => order.amount, header: 'Amount', enableSorting: sortable, cell: ({ row }) => formatMoney(row.original.amount, row.original.currency) },
    { id: 'paymentMethod', accessorFn: (order) => order.paymentMethod, header: 'Payment type', enableSorting: sortable, cell: ({ row }) => paymentTypeLabel(row.original.paymentMethod) },
    { id: 'status', accessorFn: (order) => order.status, header: 'Status', enableSorting: sortable, cell: ({ row }) => orderStatusLabel(row.original.status) },
    {
      id: 'product',
      accessorFn: (order) => order.productName,
      header: 'Product',
      enableSorting: sortable,
      cell: ({ row }) => {
        const href = productPath(username, row.original);
        return href ? (
          <AppLink href={href} className="underline">
            {row.original.productName}
          </AppLink>
        ) : (
          row.original.productName
        );
      },
    },
    // Who sent the buyer through their promoter link (empty when nobody did).
    { id: 'promoter', accessorFn: (order) => order.promoter?.name ?? '', header: 'Promoter', enableSorting: false, cell: ({ row }) => (row.original.promoter ? <PromoterLink promoter={row.original.promoter} /> : null) },
  ];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /manage/{username}/reporting/orders: every order, 50 per page, sortable, searchable, by product type, exportable. */
export function OrdersPage({ search, onSearchChange }: { search: OrdersSearch; onSearchChange: (patch: OrdersSearch) => void }) {
  const { ownerId, username } = useReportingOwner();
  const page = search.page ?? 1;
  const filters = { ownerId, query: search.search || undefined, type: search.type, sortBy: search.sortBy, sortOrder: search.sortOrder };
  const orders = useTransactions({ ...filters, page, perPage: ORDERS_PER_PAGE });
  const filtered = !!search.search || !!search.type;

  const exportOrders = async (onProgress: (p: { done: number; total: number }) => void) => {
    const rows = await fetchAllPages((p, perPage) => reportPages.transactions({ ...filters, page: p, perPage }), { onProgress });
    downloadSheet(ordersSheet(rows), exportFileName('Orders'));
  };

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="orders-heading" className="text-2xl font-semibold">
          Orders
        </h1>
        <ExportButton run={exportOrders} disabled={!orders.data?.totalCount} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label="Search orders" placeholder="Search by order, customer, e-mail or product" value={search.search ?? ''} onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })} />
        <label className="flex items-center gap-2 text-sm">
          <span>Product</span>
          <select
            value={search.type ?? ''}
            onChange={(event) => onSearchChange({ type: (event.target.value || undefined) as ProductType | undefined, page: undefined })}
            className="rounded-lg border border-neutral-300 px-2 py-2"
          >
            <option value="">All products</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {orders.isError ? (
        <p role="alert" className="text-red-700">
          Unable to load orders. Please try again later.
        </p>
      ) : !orders.data ? (
        <div aria-busy="true" className="h-40" />
      ) : orders.data.totalCount === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <>
          <DataTable
            label="Orders"
            columns={orderColumns(username, true)}
            data={orders.data.data}
            rowKey={(order) => order.id}
            sort={{ sortBy: search.sortBy ?? 'date', sortOrder: search.sortOrder ?? 'desc' }}
            onSort={(sort) => onSearchChange({ sortBy: sort.sortBy as OrdersSortKey, sortOrder: sort.sortOrder, page: undefined })}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-neutral-600">{plural(orders.data.totalCount, 'order', 'orders')}</p>
            <Pagination page={page} perPage={orders.data.perPage} totalCount={orders.data.totalCount} onPage={(next) => onSearchChange({ page: next === 1 ? undefined : next })} />
          </div>
        </>
      )}
    </section>
  );
}
