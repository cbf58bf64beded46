import { createFileRoute } from '@tanstack/react-router';
import type { CreationType } from '../features/ticketing/components/choose-organizer';
import { CreateEventStart } from '../features/ticketing/components/create-event-start';
import { useDocumentMeta } from '../lib/document-meta';

interface CreateEventSearch {
  step?: 1;
  type?: CreationType;
}

export const Route = createFileRoute('/event/new/')({
  validateSearch: (search: Record<string, unknown>): CreateEventSearch => ({
    ...(Number(search.step) === 1 ? { step: 1 as const } : {}),
    ...(search.type === 'jaan' || search.type === 'form' ? { type: search.type } : {}),
  }),
  component: CreateEventRoute,
});

function CreateEventRoute() {
  useDocumentMeta('Create An Event');
  return <CreateEventStart {...Route.useSearch()} />;
}
