import { createFileRoute } from '@tanstack/react-router';
import { ORDER_SORT_KEYS, OrdersPage, PRODUCT_TYPES, type OrdersSearch } from '../features/reporting/components/orders-page';
import { listSearch } from '../features/reporting/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/orders/')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => ({
    ...listSearch(search, ORDER_SORT_KEYS),
    type: PRODUCT_TYPES.find((t) => t.value === search.type)?.value,
  }),
  component: function Orders() {
    useDocumentMeta('Orders');
    const navigate = Route.useNavigate();
    return <OrdersPage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
