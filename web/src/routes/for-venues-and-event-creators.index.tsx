import { createFileRoute } from '@tanstack/react-router';
import { EventTicketingPitch } from '../components/marketing/event-ticketing';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/for-venues-and-event-creators/')({
  component: function ForVenuesEventTicketing() {
    useDocumentMeta(
      'Event Ticketing for Venues and Event Creators',
      'Ticketing at $0.69 + 1% per ticket with payouts straight to your bank, zero fees in person, seating charts, a check-in app, an open API and webhooks.',
    );
    return <EventTicketingPitch />;
  },
});
