import { createFileRoute } from '@tanstack/react-router';
import { TicketLink } from '../features/buyer-tickets/components/ticket-link';
import { TicketsPage } from '../features/tickets/components/tickets-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/ticket/$id')({
  component: function Ticket() {
    useDocumentMeta('Ticket');
    const { id } = Route.useParams();
    return <TicketLink id={id}>{(orderId) => <TicketsPage orderId={orderId} ticketId={id} />}</TicketLink>;
  },
});
