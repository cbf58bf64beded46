import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../features/accounts/api/accounts';
import { EventDetailsEdit } from '../features/ticketing/components/event-details-form';

export const Route = createFileRoute('/management/courses/$id/details/edit')({
  // Visitors log in first; the API decides who manages the event (403 and 404 are shown by the page).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: { redirect_to: location.href } });
  },
  component: EventDetailsRoute,
});

function EventDetailsRoute() {
  return <EventDetailsEdit id={Route.useParams().id} />;
}
