import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../features/ticketing/components/event-page';

export const Route = createFileRoute('/event/$id')({
  validateSearch: (search: Record<string, unknown>): { errorCode?: number } => (Number(search.errorCode) === 1 ? { errorCode: 1 } : {}),
  component: EventRoute,
});

function EventRoute() {
  return <EventPage id={Route.useParams().id} errorCode={Route.useSearch().errorCode} />;
}
