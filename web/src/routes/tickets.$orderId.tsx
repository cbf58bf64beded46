import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../features/tickets/components/tickets-page';

export const Route = createFileRoute('/tickets/$orderId')({
  component: TicketsRoute,
});

function TicketsRoute() {
  return <TicketsPage orderId={Route.useParams().orderId} />;
}
