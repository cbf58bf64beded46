import { AppLink } from '../../../../components/ui/app-link';
import { useMembershipSettings, useOwnerProfile, usePublicTiers, type OwnerProfile, type ProfileType } from '../../api/public';
import { membershipPagePath, profilePath } from '../../format';
import { PUBLIC_MEMBERSHIP_MESSAGES } from './membership-rules';
import { TierCards } from './tier-cards';

/**
 * The profile's membership part (seed 000 "Public profile"): a 'Membership' button when the owner has public
 * tiers and, with ?tab=membership, the hero from the membership settings and the tier cards.
 */
export function ProfileMembership({ username, type, tab }: { username: string; type: ProfileType; tab?: string }) {
  const profile = useOwnerProfile(username, type);
  const owner = profile.data;
  if (!owner?.hasMembershipTiers) return null;
  return (
    <div className="mt-8">
      <AppLink
        href={`${profilePath(owner.type, owner.username)}?tab=membership`}
        aria-current={tab === 'membership' ? 'page' : undefined}
        className="inline-block rounded-full bg-brand px-5 py-2 font-semibold text-white hover:opacity-90"
      >
        Membership
      </AppLink>
      {tab === 'membership' && <MembershipSection owner={owner} />}
    </div>
  );
}

function MembershipSection({ owner }: { owner: OwnerProfile }) {
  const settings = useMembershipSettings(owner.id);
  const tiers = usePublicTiers(owner.id);
  // The hero waits for the settings: the default heading would otherwise flash before the owner's own text.
  if (settings.isLoading || tiers.isLoading) return <div className="mt-8" aria-busy="true" aria-label="Loading memberships" />;
  return (
    <section aria-label="Membership" className="mt-8">
      <div className="rounded-2xl bg-neutral-50 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold">{settings.data?.title || PUBLIC_MEMBERSHIP_MESSAGES.heading}</h2>
        {settings.data?.description && <p className="mx-auto mt-2 max-w-2xl text-neutral-700">{settings.data.description}</p>}
      </div>
      <div className="mt-8">
        {tiers.data?.length ? (
          <TierCards owner={owner} tiers={tiers.data} backPath={membershipPagePath(owner.type, owner.username)} />
        ) : (
          <p className="text-center text-neutral-600">
            {tiers.error ? PUBLIC_MEMBERSHIP_MESSAGES.loadFailed : PUBLIC_MEMBERSHIP_MESSAGES.notSetUp(owner.name)}
          </p>
        )}
      </div>
    </section>
  );
}
