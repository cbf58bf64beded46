import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { useManagedEvent } from '../features/ticketing/api/events';
import { EventDetailsEdit } from '../features/ticketing/components/event-details-form';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/management/courses/$id/details/edit')({
  // Visitors log in first; the API decides who manages the event (403 and 404 are shown by the page).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: EventDetailsRoute,
});

function EventDetailsRoute() {
  useDocumentMeta(titleFrom(useManagedEvent(Route.useParams().id), (event) => `Edit: ${event.name}`, 'Edit event'));
  return <EventDetailsEdit id={Route.useParams().id} />;
}
