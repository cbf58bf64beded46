import { AppLink } from '../../../../components/ui/app-link';
import { Avatar } from '../../../../components/ui/avatar';
import { ApiError } from '../../../../lib/api/client';
import { useOwnerProfile, usePublicTiers, type ProfileType } from '../../api/public';
import { membershipPagePath, profilePath } from '../../format';
import { ClaimMembership } from './claim-membership';
import { privateIdOf, PUBLIC_MEMBERSHIP_MESSAGES } from './membership-rules';
import { ResultModal } from './result-modal';
import type { SubscribeResultSearch } from './result-search';
import { TierCards } from './tier-cards';

type MembershipPageProps = { username: string; type: ProfileType; privateUuid?: string; search: SubscribeResultSearch };

/**
 * /p/{username}/membership, /o/{username}/membership and their private addresses with the owner's private id
 * (seed 002 §2.1): the owner, 'Choose your membership' and the tier cards, with the subscribe result modal,
 * and the claim of an invitation e-mail's link (whatever the page shows, even when the owner's page is private).
 */
export function MembershipPage(props: MembershipPageProps) {
  return (
    <>
      <MembershipPageContent {...props} />
      <ClaimMembership token={props.search.claim} username={props.username} type={props.type} />
    </>
  );
}

function MembershipPageContent({ username, type, privateUuid, search }: MembershipPageProps) {
  const profile = useOwnerProfile(username, type);
  const tiers = usePublicTiers(profile.data?.id, privateIdOf(privateUuid));

  if (profile.isLoading || tiers.isLoading) return <main className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" aria-label="Loading memberships" />;
  if (profile.error || !profile.data) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return <Notice text={missing ? PUBLIC_MEMBERSHIP_MESSAGES.notFound : PUBLIC_MEMBERSHIP_MESSAGES.loadFailed} />;
  }
  const owner = profile.data;
  if (tiers.error) return <Notice text={PUBLIC_MEMBERSHIP_MESSAGES.loadFailed} />;
  // A private membership answers no tiers unless the address carries the owner's private id.
  if (!tiers.data?.length) return <Notice text={PUBLIC_MEMBERSHIP_MESSAGES.notSetUp(owner.name)} />;

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <AppLink href={profilePath(owner.type, owner.username)} className="inline-flex items-center gap-3 hover:underline">
        <Avatar src={owner.avatar} name={owner.name} />
        <span className="text-lg font-semibold">{owner.name}</span>
        {owner.member && <FlameIcon />}
      </AppLink>
      <h1 className="mt-8 text-center text-3xl font-bold">{PUBLIC_MEMBERSHIP_MESSAGES.heading}</h1>
      <div className="mt-8">
        <TierCards owner={owner} tiers={tiers.data} backPath={membershipPagePath(owner.type, owner.username, privateUuid)} polling={!!search.success_message} />
      </div>
      <ResultModal errorMessage={search.error_message} successMessage={search.success_message} />
    </main>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-24 text-center">
      <p role="alert" className="text-lg">
        {text}
      </p>
    </main>
  );
}

/** Shown beside the owner's name when the viewer is one of their members. */
export function FlameIcon() {
  return (
    <svg role="img" aria-label="Member" viewBox="0 0 24 24" className="h-5 w-5 fill-orange-500">
      <path d="M12 2c1 3.5-1.5 5.5-3 7.5C7.4 11.6 6 13.6 6 16a6 6 0 0 0 12 0c0-2.6-1.3-4.6-2.6-6.2-.3 1.5-1 2.7-2.1 3.4.4-3.9-.6-8.2-1.3-11.2Z" />
    </svg>
  );
}
