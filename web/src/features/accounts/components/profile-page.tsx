import { useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { ApiError } from '../../../lib/api/client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatCount } from '../../../lib/format-count';
import { useProfile, type Profile, type ProfileType } from '../api/accounts';
import { useCurrentUser, type CurrentUser } from '../../../lib/current-user';
import { availableTabs, chooseTab, PROFILE_MESSAGES } from '../profile-rules';
import { About, aboutText, profileContent, SocialLinks } from './profile-about';
import { FollowButton, useResumeFollow } from './follow-button';
import { FollowersModal, type FollowersTab } from './followers-modal';
import { ProfileTabs, type ProfileSearch, type ProfileSlots } from './profile-tabs';

export type { ProfileSearch, ProfileSlots };

/** Who sees Manage: the profile's user, an owner or admin of the organization, or a site admin (seed 000 §6). */
export function canManageProfile(user: CurrentUser | undefined, profile: Pick<Profile, 'id'>): boolean {
  if (!user) return false;
  return user.siteAdmin || user.id === profile.id || user.organizations.some((o) => o.id === profile.id && (o.owner || o.admin));
}

/** Users are managed from their settings, organizations from their events. */
export const manageHref = (profile: Pick<Profile, 'type' | 'username'>) =>
  profile.type === 'user' ? `/manage/${profile.username}/settings/account` : `/manage/${profile.username}/events`;

/** A profile is empty when no tab has anything to show: no events, videos, public tiers or About. */
export const isEmptyProfile = (profile: Profile) => availableTabs(profileContent(profile)).length === 0;

/** /p/{username} and /o/{username}: seed 000 "Public profile", the overview and the tabs. */
export function ProfilePage({
  username,
  type,
  search = {},
  onSearchChange = () => undefined,
  slots,
}: {
  username: string;
  type: ProfileType;
  search?: ProfileSearch;
  onSearchChange?: (change: Partial<ProfileSearch>) => void;
  slots?: ProfileSlots;
}) {
  const profile = useProfile(username, type);
  const { user } = useCurrentUser();
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const about = profile.data ? aboutText(profile.data) : '';
  useDocumentMeta(profile.data?.name ?? (profile.isLoading ? undefined : missing ? 'Profile not found' : 'Profile'), about ? about.slice(0, 200) : undefined);
  useResumeFollow(profile.data, search.follow === true, () => onSearchChange({ follow: undefined }));
  if (profile.isLoading) return <main className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" aria-label="Loading profile" />;
  if (profile.error || !profile.data) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-24 text-center">
        <p role="alert" className="text-lg">
          {missing ? PROFILE_MESSAGES.notFound : PROFILE_MESSAGES.loadFailed}
        </p>
      </main>
    );
  }
  const tab = chooseTab(search.tab, profileContent(profile.data));
  return (
    <ProfileOverview profile={profile.data} canManage={canManageProfile(user, profile.data)} showAbout={tab !== 'about'}>
      {tab && slots && <ProfileTabs profile={profile.data} tab={tab} search={search} onSearchChange={onSearchChange} slots={slots} />}
    </ProfileOverview>
  );
}

function Count({ value, label, onClick }: { value: number; label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="hover:underline">
      <strong className="font-semibold">{formatCount(value)}</strong> {label}
    </button>
  );
}

/** Banner, name, handle, counts (opening the followers modal), Follow and Manage, About and social links; `children` (the tabs) follow. */
export function ProfileOverview({ profile, canManage, showAbout = true, children }: { profile: Profile; canManage: boolean; showAbout?: boolean; children?: ReactNode }) {
  const [connections, setConnections] = useState<FollowersTab | null>(null);
  const about = aboutText(profile);
  return (
    <main className="pb-12">
      {/* 395×136 on phones, 833×164 on tablets, 1440×224 on desktops; the designed default without a banner. */}
      <FallbackImage src={profile.banner} fallback="banner" alt="" className="h-[136px] w-full object-cover md:h-[164px] lg:h-[224px]" />
      <div className="mx-auto max-w-5xl px-4 pt-10">
        <div className="flex flex-col gap-6 md:flex-row md:items-center">
          <Avatar src={profile.avatar} name={profile.name} size="lg" />
          <div className="flex-1">
            <h1 className="text-3xl font-bold">{profile.name}</h1>
            <p className="text-neutral-500">@{profile.username}</p>
            <p className="mt-2 flex flex-wrap gap-4 text-sm">
              <Count value={profile.followingCount} label="following" onClick={() => setConnections('following')} />
              <Count value={profile.followersCount} label="followers" onClick={() => setConnections('followers')} />
              {profile.type === 'user' && <Count value={profile.organizations.length} label="organizations" onClick={() => setConnections('organizations')} />}
            </p>
          </div>
          <div className="flex gap-3 self-start md:self-center">
            <FollowButton profile={profile} />
            {canManage && (
              <AppLink href={manageHref(profile)} className="rounded-full border border-neutral-300 px-5 py-2 font-medium hover:bg-neutral-50">
                Manage
              </AppLink>
            )}
          </div>
        </div>
        {showAbout && about && <About text={about} />}
        {showAbout && <SocialLinks social={profile.social} />}
        {isEmptyProfile(profile) && <p className="mt-10 rounded-xl bg-neutral-50 px-6 py-10 text-center text-neutral-600">{PROFILE_MESSAGES.empty}</p>}
        {children}
      </div>
      {connections && <FollowersModal profile={profile} initialTab={connections} onClose={() => setConnections(null)} />}
    </main>
  );
}
