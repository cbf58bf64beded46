import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { BroadcastsPage } from '../features/media/components/broadcasts/broadcasts-page';
import { useEvent } from '../features/ticketing/api/events';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/management/courses/$id/broadcasts')({
  // Visitors log in first; the API decides who sets the event's streams (admin access; 403 and 404 are shown by the page).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: EventBroadcastsRoute,
});

/** The event gives the page its time zone and the owner whose membership tiers a members-only recording uses. */
function EventBroadcastsRoute() {
  const { id } = Route.useParams();
  const event = useEvent(id);
  useDocumentMeta(titleFrom(event, (data) => `Video: ${data.name}`, 'Event video'));
  if (event.isLoading) return <main className="mx-auto max-w-4xl px-4 py-12" aria-busy="true" />;
  // Without the event (not found), the page's own call answers with the reason.
  return <BroadcastsPage eventId={id} ownerId={event.data?.owner.id} timezone={event.data?.timezone ?? 'UTC'} />;
}
