import { useRouter, useRouterState } from '@tanstack/react-router';
import { loginHref } from '../../../../lib/login';
import { useCurrentUser } from '../../../../lib/current-user';
import { useViewerMemberships, type OwnerProfile, type PublicTier } from '../../api/public';
import { currentMemberships, sortTiers, subscribeRedirectPath } from './membership-rules';
import { TierCard } from './tier-card';

/**
 * The owner's tier cards with the viewer's current plans first. Subscribe goes to the checkout redirect screen,
 * through login first for an anonymous visitor; `backPath` is the membership page the provider returns to.
 */
export function TierCards({ owner, tiers, backPath, polling = false }: { owner: OwnerProfile; tiers: readonly PublicTier[]; backPath: string; polling?: boolean }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { user: viewer, isLoading } = useCurrentUser();
  const memberships = useViewerMemberships(owner.id, { polling });
  // Cards wait for who is looking: current plans sort first, and Subscribe depends on being logged in.
  if (isLoading || memberships.isLoading) return <div aria-busy="true" aria-label="Loading memberships" />;
  const current = currentMemberships(memberships.data ?? []);
  const contact = { id: owner.id, name: owner.name, email: owner.social.email ?? null };

  const subscribe = (priceId: string) => {
    const target = subscribeRedirectPath(owner.type, owner.username, priceId, owner.id, backPath);
    void router.navigate({ href: viewer ? target : loginHref(target) });
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {sortTiers(tiers, current).map((tier) => (
        <TierCard key={tier.id} tier={tier} membership={current.find((m) => m.tierId === tier.id)} owner={contact} returnPath={pathname} onSubscribe={subscribe} />
      ))}
    </div>
  );
}
