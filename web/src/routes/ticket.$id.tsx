import { createFileRoute } from '@tanstack/react-router';
import { TicketLink } from '../features/buyer-tickets/components/ticket-link';
import { TicketsPage } from '../features/tickets/components/tickets-page';

export const Route = createFileRoute('/ticket/$id')({
  component: function Ticket() {
    const { id } = Route.useParams();
    return <TicketLink id={id}>{(orderId) => <TicketsPage orderId={orderId} ticketId={id} />}</TicketLink>;
  },
});
