import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { businessToolsRedirect, membershipsCtaHref, validateBusinessTools } from '../components/marketing/cta';
import { MembershipsPitch } from '../components/marketing/memberships';
import { ensureCurrentUser, useCurrentUser } from '../lib/current-user';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/for-artists/')({
  validateSearch: validateBusinessTools,
  // Back from the login of the call to action: straight on to the tiers.
  beforeLoad: async ({ context, search }) => {
    const target = await businessToolsRedirect(search, async () => (await ensureCurrentUser(context.queryClient))?.username);
    if (target) throw redirect({ href: target });
  },
  component: function ForArtistsMemberships() {
    useDocumentMeta('Memberships for Artists', 'Get paid every month by the fans who love your work: tiers, member-only tickets, discounts and videos.');
    const { user } = useCurrentUser();
    const { pathname } = useLocation();
    return <MembershipsPitch audience="artists" ctaHref={membershipsCtaHref(user?.username, pathname)} />;
  },
});
