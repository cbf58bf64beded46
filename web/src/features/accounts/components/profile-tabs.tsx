import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { profilePath } from '../../../lib/profile-path';
import type { Profile } from '../api/accounts';
import type { FilterDate, ProfileEventCard } from '../api/profile-events';
import { useMediaQuery } from '../hooks/use-media-query';
import { allTabVideoCount, availableTabs, MOBILE_QUERY, PROFILE_TAB_LABELS, type ProfileTab } from '../profile-rules';
import { ProfileEventsTab, UpcomingEvents } from './profile-events-tab';
import { FullAbout, profileContent } from './profile-about';

/** The page's query parameters (seed 000 "Public profile"); `follow` comes back from login to finish a follow. */
export interface ProfileSearch {
  tab?: string;
  category?: string;
  filterDate?: FilterDate;
  follow?: boolean;
}

/** The tabs' content that other parts of the app provide; the route passes them in. */
export interface ProfileSlots {
  /** The membership call to action (`'all'`) or the membership hero and tier cards (`'membership'`). */
  membership: (view: 'all' | 'membership') => ReactNode;
  /** Event cards in a grid. */
  events: (events: ProfileEventCard[]) => ReactNode;
  /** The owner's videos: `limit` of them on the All tab, all of them on the Videos tab. */
  videos: (ownerId: string, limit?: number) => ReactNode;
}

/** The tabs with content as links (?tab=…), and the chosen tab's content. */
export function ProfileTabs({
  profile,
  tab,
  search,
  onSearchChange,
  slots,
}: {
  profile: Profile;
  tab: ProfileTab;
  search: ProfileSearch;
  onSearchChange: (change: Partial<ProfileSearch>) => void;
  slots: ProfileSlots;
}) {
  const base = profilePath(profile);
  return (
    <div className="mt-10">
      <nav aria-label="Profile" className="flex gap-1 overflow-x-auto border-b border-neutral-200 text-sm">
        {availableTabs(profileContent(profile)).map((t) => (
          <AppLink
            key={t}
            href={`${base}?tab=${t}`}
            aria-current={t === tab ? 'page' : undefined}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-neutral-900 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
          >
            {PROFILE_TAB_LABELS[t]}
          </AppLink>
        ))}
      </nav>
      {tab === 'all' && <AllTab profile={profile} slots={slots} />}
      {tab === 'membership' && slots.membership('membership')}
      {tab === 'events' && (
        <ProfileEventsTab profile={profile} category={search.category} filterDate={search.filterDate} onChange={onSearchChange} renderEvents={slots.events} />
      )}
      {tab === 'videos' && <div className="mt-8">{slots.videos(profile.id)}</div>}
      {tab === 'about' && <FullAbout profile={profile} />}
    </div>
  );
}

/** A bit of everything: the membership call to action, the next 3 events and the latest videos (3 on phones, 6 otherwise). */
function AllTab({ profile, slots }: { profile: Profile; slots: ProfileSlots }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <>
      {profile.hasMembershipTiers && slots.membership('all')}
      {profile.hasEvents && <UpcomingEvents profile={profile} renderEvents={slots.events} />}
      {profile.hasVideos && (
        <section aria-labelledby="profile-videos" className="mt-10">
          <h2 id="profile-videos" className="mb-4 text-xl font-semibold">
            Videos
          </h2>
          {slots.videos(profile.id, allTabVideoCount(mobile))}
        </section>
      )}
    </>
  );
}
