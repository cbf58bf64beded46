import { createFileRoute } from '@tanstack/react-router';
import { StreamingPitch } from '../components/marketing/streaming';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/for-venues-and-event-creators/streaming')({
  component: function ForVenuesStreaming() {
    useDocumentMeta('Streaming for Venues and Event Creators', 'Sell streaming tickets beside in-person ones; every stream becomes video on demand.');
    return <StreamingPitch />;
  },
});
