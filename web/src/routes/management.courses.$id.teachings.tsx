import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { useEvent } from '../features/ticketing/api/events';
import { EventTeamPage } from '../features/ticketing/components/event-team-page';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/management/courses/$id/teachings')({
  // Visitors log in first; the API decides who sees the team (every manager of the event) and who changes it.
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: EventTeamRoute,
});

function EventTeamRoute() {
  useDocumentMeta(titleFrom(useEvent(Route.useParams().id), (event) => `Team: ${event.name}`, 'Event team'));
  return <EventTeamPage id={Route.useParams().id} />;
}
