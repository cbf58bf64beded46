import { createFileRoute } from '@tanstack/react-router';
import { OrderDetails } from '../features/reporting/components/order-details';

export const Route = createFileRoute('/manage/$username/reporting/orders/$id')({
  component: () => <OrderDetails orderId={Route.useParams().id} />,
});
