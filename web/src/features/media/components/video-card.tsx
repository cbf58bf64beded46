import { AppLink } from '../../../components/ui/app-link';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { formatCount } from '../../../lib/format-count';
import { profilePath } from '../../../lib/profile-path';
import type { VideoCardData } from '../api/videos';

export const viewsLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;

/** A video's watch page. */
export const watchPath = (id: string) => `/watch/${id}`;

/**
 * Seed 000 §3: thumbnail (the designed default without one), title, owner and views. A members-only video the
 * viewer may not watch shows its thumbnail blurred. The whole card leads to the watch page (the title's link
 * covers it), except the owner's name, which leads to the owner.
 */
export function VideoCard({ video }: { video: VideoCardData }) {
  return (
    <article aria-label={video.title} className="relative flex w-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white">
      <div className="relative aspect-video overflow-hidden bg-neutral-100">
        <FallbackImage
          src={video.thumbnail}
          fallback="video"
          alt=""
          loading="lazy"
          className={video.membersOnlyBlur ? 'h-full w-full scale-110 object-cover blur-lg' : 'h-full w-full object-cover'}
        />
        {video.membersOnlyBlur && (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-full bg-neutral-900/80 px-3 py-1 text-xs font-semibold text-white">Members only</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <AppLink href={watchPath(video.id)} className="after:absolute after:inset-0 hover:underline">
            {video.title}
          </AppLink>
        </h3>
        <p className="truncate text-sm text-neutral-600">
          <AppLink href={profilePath(video.owner)} className="relative z-10 font-medium text-neutral-900 hover:underline">
            {video.owner.name}
          </AppLink>
        </p>
        <p className="text-sm text-neutral-600">{viewsLabel(video.viewCount)}</p>
      </div>
    </article>
  );
}
