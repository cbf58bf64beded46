import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/reporting/components/orders-page';
import { ordersSearch } from '../features/reporting/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/orders/')({
  validateSearch: ordersSearch,
  component: function Orders() {
    useDocumentMeta('Orders');
    const navigate = Route.useNavigate();
    return <OrdersPage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
