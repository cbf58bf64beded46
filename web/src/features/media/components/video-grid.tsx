import type { VideoCardData } from '../api/videos';
import { VideoCard } from './video-card';

/** Video cards in a responsive grid (one column on phones, up to three), at most `limit` of them. */
export function VideoGrid({ videos, limit, label }: { videos: readonly VideoCardData[]; limit?: number; label?: string }) {
  const shown = limit === undefined ? videos : videos.slice(0, limit);
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((video) => (
        <li key={video.id} className="flex">
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
