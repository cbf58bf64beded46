import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { businessToolsRedirect, membershipsCtaHref, validateBusinessTools } from '../components/marketing/cta';
import { MembershipsPitch } from '../components/marketing/memberships';
import { ensureCurrentUser, useCurrentUser } from '../lib/current-user';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/for-venues-and-event-creators/memberships')({
  validateSearch: validateBusinessTools,
  // Back from the login of the call to action: straight on to the tiers.
  beforeLoad: async ({ context, search }) => {
    const target = await businessToolsRedirect(search, async () => (await ensureCurrentUser(context.queryClient))?.username);
    if (target) throw redirect({ href: target });
  },
  component: function ForVenuesMemberships() {
    useDocumentMeta('Memberships for Venues and Event Creators', 'Recurring income from members: tiers, member-only tickets, discounts and videos.');
    const { user } = useCurrentUser();
    const { pathname } = useLocation();
    return <MembershipsPitch audience="venues" ctaHref={membershipsCtaHref(user?.username, pathname)} />;
  },
});
