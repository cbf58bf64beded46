import { createFileRoute } from '@tanstack/react-router';
import { OrderDetails } from '../features/reporting/components/order-details';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/orders/$id')({
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  useDocumentMeta('Order');
  return <OrderDetails orderId={Route.useParams().id} />;
}
