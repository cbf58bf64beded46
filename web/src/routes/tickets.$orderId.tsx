import { createFileRoute } from '@tanstack/react-router';
import { useOrderTickets } from '../features/tickets/api/tickets';
import { TicketsPage } from '../features/tickets/components/tickets-page';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/tickets/$orderId')({
  component: TicketsRoute,
});

function TicketsRoute() {
  useDocumentMeta(titleFrom(useOrderTickets(Route.useParams().orderId), (tickets) => (tickets[0] ? `Tickets: ${tickets[0].eventName}` : 'Tickets'), 'Tickets'));
  return <TicketsPage orderId={Route.useParams().orderId} />;
}
