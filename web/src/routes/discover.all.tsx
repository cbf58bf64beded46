import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Carousel } from '../components/ui/carousel';
import { videoCardsQuery } from '../features/media/api/videos';
import { VideoCard } from '../features/media/components/video-card';
import { eventCardsQuery } from '../features/ticketing/api/event-cards';
import { EventCard } from '../features/ticketing/components/event-card';
import { useDocumentMeta } from '../lib/document-meta';

/** How many of each the carousels page through (4 per page). */
const ALL_COUNT = 16;

export const Route = createFileRoute('/discover/all')({ component: DiscoverAll });

/** /discover/all: upcoming events and the newest videos, as carousels of 4 per page. */
function DiscoverAll() {
  useDocumentMeta('Explore everything', 'Upcoming events and the newest videos on Limelight.');
  const events = useQuery(eventCardsQuery({ page: 1, perPage: ALL_COUNT }));
  const videos = useQuery(videoCardsQuery({ page: 1, perPage: ALL_COUNT }));
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="all-events">
        <h2 id="all-events" className="mb-4 text-2xl font-semibold">
          Events
        </h2>
        {events.data && events.data.data.length > 0 ? (
          <Carousel label="Events" items={events.data.data} itemKey={(e) => e.id} renderItem={(e) => <EventCard event={e} />} />
        ) : (
          <p className="text-neutral-500" aria-busy={events.isLoading}>
            {events.isLoading ? 'Loading events…' : 'No upcoming events yet.'}
          </p>
        )}
      </section>
      <section aria-labelledby="all-videos">
        <h2 id="all-videos" className="mb-4 text-2xl font-semibold">
          Videos
        </h2>
        {videos.data && videos.data.data.length > 0 ? (
          <Carousel label="Videos" items={videos.data.data} itemKey={(v) => v.id} renderItem={(v) => <VideoCard video={v} />} />
        ) : (
          <p className="text-neutral-500" aria-busy={videos.isLoading}>
            {videos.isLoading ? 'Loading videos…' : 'No videos yet.'}
          </p>
        )}
      </section>
    </div>
  );
}
