import { createFileRoute, redirect } from '@tanstack/react-router';
import { rememberPromoter } from '../features/checkout/api/promoter-links';

/**
 * A promoter link: remembers the promoter for the event, then shows the event in place of this address
 * (also when the promoter could not be remembered: the visitor still sees the event).
 */
export const Route = createFileRoute('/promote/$ownerUsername/$eventId')({
  beforeLoad: async ({ params, preload }) => {
    // Only a visit sets the cookie, never a link's preload.
    if (preload) return;
    await rememberPromoter(params.eventId, params.ownerUsername);
    throw redirect({ to: '/event/$id', params: { id: params.eventId }, replace: true });
  },
});
