import { createFileRoute } from '@tanstack/react-router';
import { sameSitePath } from '../features/membership/format';
import { SubscribeRedirect } from '../features/membership/components/public/subscribe-redirect';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/o/$username_/redirect_stripe/$priceId/$ownerId')({
  // redirect_to: the membership page to come back to when it is not the public one (a private address).
  validateSearch: (search: Record<string, unknown>): { redirect_to?: string } => {
    const back = sameSitePath(search.redirect_to);
    return back ? { redirect_to: back } : {};
  },
  component: OrganizationSubscribeRedirectRoute,
});

function OrganizationSubscribeRedirectRoute() {
  useDocumentMeta('Membership checkout');
  const { username, priceId, ownerId } = Route.useParams();
  return <SubscribeRedirect username={username} type="school" priceId={priceId} ownerId={ownerId} back={Route.useSearch().redirect_to} />;
}
