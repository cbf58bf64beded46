import { createFileRoute } from '@tanstack/react-router';
import { OrderDetails } from '../features/reporting/components/order-details';

export const Route = createFileRoute('/manage/$username/reporting/orders/$id')({
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  return <OrderDetails orderId={Route.useParams().id} />;
}
