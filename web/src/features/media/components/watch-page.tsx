import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { errorMessage } from '../../../lib/api/client';
import { titleFrom, useDocumentMeta } from '../../../lib/document-meta';
import { formatCount } from '../../../lib/format-count';
import { loginSearch } from '../../../lib/login';
import { profilePath } from '../../../lib/profile-path';
import { useCountView, useIsLoggedIn, useLikeToggle, useWatchVideo, type WatchProfile, type WatchVideo } from '../api/watch';
import { useDonationReturn } from '../hooks/donation-return';
import { useVideoInvitation } from '../hooks/video-invitation';
import { DonateButton } from './donate-button';
import { VIDEO_TEXT } from './manage/video-rules';
import { viewsLabel, watchPath } from './video-card';

const likesLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'like' : 'likes'}`;

/**
 * /watch/{id}: the player (the browser seeks with range requests), one view counted when playback first starts,
 * likes, Donate (and the return from a donation's Stripe payment), the owner, description, tags and collaborators.
 * A viewer who may not watch a members-only video sees its thumbnail blurred and a link to `membershipPath(owner)`,
 * the owner's membership page.
 */
export function WatchPage({ id, membershipPath }: { id: string; membershipPath: (owner: WatchProfile) => string }) {
  const query = useWatchVideo(id);
  useDonationReturn();
  useVideoInvitation();
  useDocumentMeta(titleFrom(query, (video) => video.title, 'Video'));
  if (query.isLoading) return <main className="mx-auto max-w-5xl px-4 py-8" aria-busy="true" />;
  if (!query.data)
    return (
      <main className="mx-auto max-w-5xl px-4 py-24 text-center">
        <p role="alert" className="text-lg">
          {VIDEO_TEXT.fetchFailed}
        </p>
      </main>
    );
  const video = query.data;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
      {video.fileUrl ? <Player video={video} fileUrl={video.fileUrl} /> : <MembersOnly video={video} membershipPath={membershipPath(video.owner)} />}
      <h1 className="text-2xl font-bold md:text-3xl">{video.title}</h1>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ProfileLine profile={video.owner} size="md" />
        <div className="flex items-center gap-4 text-sm text-neutral-600">
          <span>{viewsLabel(video.viewCount)}</span>
          <LikeButton video={video} />
          <DonateButton video={video} />
        </div>
      </div>
      {video.description && <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: video.description }} />}
      {video.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {video.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {video.collaborators.length > 0 && (
        <section aria-labelledby="collaborators" className="flex flex-col gap-2">
          <h2 id="collaborators" className="font-semibold">
            Collaborators
          </h2>
          <ul className="flex flex-wrap gap-4">
            {video.collaborators.map((collaborator) => (
              <li key={collaborator.id}>
                <ProfileLine profile={collaborator} size="sm" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function Player({ video, fileUrl }: { video: WatchVideo; fileUrl: string }) {
  const countView = useCountView();
  const counted = useRef(false);
  const onPlay = () => {
    if (counted.current) return;
    counted.current = true;
    countView.mutate({ params: { path: { id: video.id } } });
  };
  return (
    // Videos carry no caption tracks yet.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      controls
      preload="metadata"
      src={fileUrl}
      poster={video.thumbnail ?? undefined}
      onPlay={onPlay}
      aria-label={video.title}
      className="aspect-video w-full rounded-xl bg-black"
    />
  );
}

function MembersOnly({ video, membershipPath }: { video: WatchVideo; membershipPath: string }) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-100">
      <FallbackImage src={video.thumbnail} fallback="video" alt="" className="h-full w-full scale-110 object-cover blur-lg" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-neutral-900/40 text-white">
        <p className="text-xl font-semibold">Members only</p>
        <AppLink href={membershipPath} className="rounded-full bg-brand px-5 py-2 font-medium text-white hover:opacity-90">
          Become a member
        </AppLink>
      </div>
    </div>
  );
}

function ProfileLine({ profile, size }: { profile: WatchProfile; size: 'sm' | 'md' }) {
  return (
    <AppLink href={profilePath(profile)} className="flex items-center gap-2 font-medium hover:underline">
      <Avatar src={profile.avatar} name={profile.name} size={size} />
      {profile.name}
    </AppLink>
  );
}

const likeClass = 'rounded-full border px-4 py-1.5 font-medium disabled:opacity-60';

/** Like / unlike for a logged-in viewer; a logged-out one goes to login and comes back to the video. */
function LikeButton({ video }: { video: WatchVideo }) {
  const { loggedIn, isLoading } = useIsLoggedIn();
  const likes = useLikeToggle(video.id);
  const label = likesLabel(video.likeCount);
  if (!loggedIn)
    return isLoading ? (
      <button type="button" disabled className={likeClass}>
        {label}
      </button>
    ) : (
      <Link to="/auth" search={loginSearch(watchPath(video.id))} aria-label={`Like (${label})`} className={`${likeClass} border-neutral-300`}>
        {label}
      </Link>
    );
  const onClick = async () => {
    try {
      await likes.toggle(video.liked);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <button
      type="button"
      aria-pressed={video.liked}
      aria-label={`Like (${label})`}
      disabled={likes.isPending}
      onClick={() => void onClick()}
      className={`${likeClass} ${video.liked ? 'border-brand bg-brand text-white' : 'border-neutral-300'}`}
    >
      {label}
    </button>
  );
}
