import { useState, type ReactNode } from 'react';
import { NotFound } from '../../../components/layouts/not-found';
import { ConsentBanner } from '../../../components/tracking/consent-banner';
import { errorMessage } from '../../../lib/api/client';
import { profilePath } from '../../../lib/profile-path';
import { useViewContent } from '../../../lib/tracking';
import { useEvent, usePublishEvent } from '../api/events';
import { formatDay, formatTime, groupByDay } from '../format';
import { useDismissedBanners } from '../hooks/dismissed-banners';
import { EventCollaborators } from './event-collaborators';
import { EventBanners, eventEnded, EventHero, EventMain, EventTicketsError } from './event-hero';
import { videoEmbedUrl } from '../video-embed';

/** /event/{id}: seed 000 "Public event page". `followOwner` renders the owner's Follow button, which the event's managers do not see. */
export function EventPage({ id, errorCode, followOwner }: { id: string; errorCode?: number; followOwner?: (owner: { username: string; type: 'user' | 'school' }) => ReactNode }) {
  const query = useEvent(id);
  const publish = usePublishEvent();
  const [publishMessage, setPublishMessage] = useState<{ ok: boolean; text: string }>();
  const [ticketsError, setTicketsError] = useState(errorCode === 1);
  const banners = useDismissedBanners(id);
  useViewContent(query.data);

  if (query.isLoading) return <main className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" />;
  if (query.error || !query.data) return <NotFound />;
  const event = query.data;
  const byLine = profilePath(event.owner);
  const futureDates = event.dates.filter((d) => !d.past);
  const pastDates = event.dates.filter((d) => d.past);
  const ended = eventEnded(event);

  const onPublish = async () => {
    setPublishMessage(undefined);
    try {
      const reply: unknown = await publish.mutateAsync({ params: { path: { id: event.id } } });
      if (reply !== true) throw new Error('odd reply');
      setPublishMessage({ ok: true, text: 'Your event is live. You can now share the link and start selling tickets.' });
      setTimeout(() => setPublishMessage(undefined), 5000);
      await query.refetch();
    } catch (error) {
      setPublishMessage({ ok: false, text: error instanceof Error && error.message === 'odd reply' ? 'Failed to publish event' : errorMessage(error, 'Failed to publish event') });
    }
  };

  return (
    // Up to the hero, what the server drew into the page (web/src/ssr/event-shell.tsx) for the app to take over.
    <EventMain theme={event.theme}>
      <ConsentBanner owner={event.tracking} />
      {!event.published && event.canManage && (
        <div role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3">
          <span>Draft mode: hidden from public view.</span>
          <button type="button" onClick={() => void onPublish()} disabled={publish.isPending} className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-60">
            {publish.isPending ? 'Publishing...' : 'Publish Event'}
          </button>
          {/* Warned before publishing: a date already over is most often a wrong year or time zone. */}
          {pastDates.length > 0 && (
            <ul aria-label="Dates in the past" className="w-full text-sm text-amber-900">
              {ended ? (
                <li>This event’s dates are all in the past: change them before publishing.</li>
              ) : (
                pastDates.map((date) => (
                  <li key={date.id}>
                    {formatDay(date.startsAt, event.timezone)} · {formatTime(date.startsAt, event.timezone)} is in the past.
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
      {publishMessage && (
        <p role="alert" className={`mb-6 rounded-lg px-4 py-3 ${publishMessage.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}>
          {publishMessage.text}
        </p>
      )}
      {ticketsError && <EventTicketsError onDismiss={() => setTicketsError(false)} />}
      <EventBanners banners={event.bannerMessages} hidden={banners.hidden} onDismiss={banners.dismiss} />
      <EventHero event={event} followOwner={followOwner} />
      {futureDates.length > 1 && (
        <section aria-label="Dates" className="mt-10">
          <h2 className="mb-3 text-xl font-semibold">Dates</h2>
          {groupByDay(futureDates, event.timezone).map((group) => (
            <div key={group.day} className="mb-3">
              <h3 className="font-medium">{group.day}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {group.dates.map((date) => (
                  <li key={date.id}>
                    {date.soldOut ? (
                      <span className="inline-block rounded-full bg-neutral-200 px-4 py-1.5 text-sm">{formatTime(date.startsAt, event.timezone)} · Sold Out</span>
                    ) : (
                      <a href={`/checkout/${event.id}?event=${date.id}&ticketType=in-person`} className="inline-block rounded-full border border-neutral-300 px-4 py-1.5 text-sm">
                        {formatTime(date.startsAt, event.timezone)}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {event.description && (
        <section className="rich-text mt-10">
          <h2 className="text-xl font-semibold">About</h2>
          {/* Sanitised on the server when saved. */}
          <div dangerouslySetInnerHTML={{ __html: event.description }} />
        </section>
      )}
      <EventCollaborators event={event} onLeft={() => void query.refetch()} />
      {event.videoUrl && <EventVideo url={event.videoUrl} name={event.name} />}
      {event.images.length > 0 && (
        <section aria-label="Gallery" className="mt-10 columns-2 gap-4">
          {event.images.map((src) => (
            <img key={src} src={src} alt="" className="mb-4 w-full rounded-lg" />
          ))}
        </section>
      )}
      {event.locationSetting === 'other' && (event.location.address || event.location.latitude) && (
        <section className="mt-10">
          <a
            href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(event.location.address ?? `${event.location.latitude},${event.location.longitude}`)}`}
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            Map: {event.location.address}
          </a>
          <p className="mt-2 text-sm text-neutral-600">
            Questions? Contact{' '}
            <a href={byLine} className="underline">
              {event.owner.name}
            </a>
            .
          </p>
        </section>
      )}
    </EventMain>
  );
}

/** YouTube and Vimeo play on the page; any other address is a link. */
function EventVideo({ url, name }: { url: string; name: string }) {
  const embed = videoEmbedUrl(url);
  return (
    <section aria-label="Video" className="mt-10">
      {embed ? (
        <iframe
          src={embed}
          title={`Video: ${name}`}
          className="aspect-video w-full rounded-xl"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <a href={url} target="_blank" rel="noreferrer" className="underline">
          Watch the video
        </a>
      )}
    </section>
  );
}
