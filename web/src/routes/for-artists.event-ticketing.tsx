import { createFileRoute } from '@tanstack/react-router';
import { ArtistEventTicketingPitch } from '../components/marketing/artist-event-ticketing';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/for-artists/event-ticketing')({
  component: function ForArtistsEventTicketing() {
    useDocumentMeta('Event Ticketing for Artists', 'Sell your own shows at $0.69 + 1% per ticket, paid straight to your bank.');
    return <ArtistEventTicketingPitch />;
  },
});
