import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { EventTicketsPage } from '../features/ticketing/components/event-tickets-page';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/management/courses/$id/tickets')({
  // Visitors log in first; the API decides who manages the event's tickets (403 and 404 are shown by the page).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: EventTicketsRoute,
});

function EventTicketsRoute() {
  useDocumentMeta('Event tickets');
  return <EventTicketsPage id={Route.useParams().id} />;
}
