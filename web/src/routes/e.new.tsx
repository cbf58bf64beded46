import { createFileRoute } from '@tanstack/react-router';
import { EventForm } from '../features/ticketing/components/event-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/e/new')({
  validateSearch: (search: Record<string, unknown>): { ownerId?: string } => (typeof search.ownerId === 'string' ? { ownerId: search.ownerId } : {}),
  component: NewEventFormRoute,
});

function NewEventFormRoute() {
  useDocumentMeta('Create An Event');
  return <EventForm ownerId={Route.useSearch().ownerId} />;
}
