import { useState } from 'react';
import { Pagination } from '../components/ui/pagination';
import type { ProfileType } from '../features/accounts/api/accounts';
import { ProfilePage, type ProfileSearch, type ProfileSlots } from '../features/accounts/components/profile-page';
import { PROFILE_MESSAGES } from '../features/accounts/profile-rules';
import { useVideos } from '../features/media/api/videos';
import { VideoGrid } from '../features/media/components/video-grid';
import { ProfileMembership } from '../features/membership/components/public/profile-membership';
import { EventGrid } from '../features/ticketing/components/event-grid';

/** The profile page with the tabs' content from the membership, ticketing and media parts of the app. */
export function ProfileRoute({ username, type, search, onSearchChange }: { username: string; type: ProfileType; search: ProfileSearch; onSearchChange: (change: Partial<ProfileSearch>) => void }) {
  const slots: ProfileSlots = {
    membership: (view) => <ProfileMembership username={username} type={type} tab={view} />,
    events: (events) => <EventGrid events={events} label="Events" />,
    videos: (ownerId, limit) => <OwnerVideos ownerId={ownerId} limit={limit} />,
  };
  return <ProfilePage username={username} type={type} search={search} onSearchChange={onSearchChange} slots={slots} />;
}

const VIDEOS_PER_PAGE = 24;

/** The owner's newest videos: `limit` of them, or all of them a page at a time. */
export function OwnerVideos({ ownerId, limit }: { ownerId: string; limit?: number }) {
  const [page, setPage] = useState(1);
  const perPage = limit ?? VIDEOS_PER_PAGE;
  const videos = useVideos({ ownerId, page: limit ? 1 : page, perPage });
  if (videos.error)
    return (
      <p role="alert" className="py-6 text-center">
        {PROFILE_MESSAGES.loadFailed}
      </p>
    );
  if (!videos.data) return null;
  return (
    <>
      <VideoGrid videos={videos.data.data} limit={limit} label="Videos" />
      {!limit && <Pagination page={page} totalCount={videos.data.totalCount} perPage={perPage} onPage={setPage} className="mt-6 justify-center" />}
    </>
  );
}
