import { useState, type ReactNode } from 'react';
import { NotFound } from '../../../components/layouts/not-found';
import { ConsentBanner } from '../../../components/tracking/consent-banner';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { errorMessage } from '../../../lib/api/client';
import { profilePath } from '../../../lib/profile-path';
import { useViewContent } from '../../../lib/tracking';
import { LINK_COPIED_MS, useCopied } from '../../../lib/use-copied';
import { useEvent, usePublishEvent } from '../api/events';
import { formatDay, formatTime, groupByDay, textColorOn, ticketLink } from '../format';
import { useDismissedBanners } from '../hooks/dismissed-banners';
import { EventCollaborators } from './event-collaborators';
import { videoEmbedUrl } from '../event-details';

const MANAGE_LINKS: { label: string; path: string; access: string[] }[] = [
  { label: 'Details', path: 'details/edit', access: ['admin'] },
  { label: 'Guests', path: 'registrations', access: ['admin', 'door'] },
  { label: 'Check-in', path: 'check-in', access: ['admin', 'door'] },
  { label: 'Tickets', path: 'tickets', access: ['admin'] },
  { label: 'Seating', path: 'seating', access: ['admin'] },
  { label: 'Team', path: 'teachings', access: ['admin', 'door', 'basic'] },
  { label: 'Stats', path: 'stats', access: ['admin'] },
  { label: 'Video', path: 'broadcasts', access: ['admin'] },
];

/** /event/{id}: seed 000 "Public event page". `followOwner` renders the owner's Follow button, which the event's managers do not see. */
export function EventPage({ id, errorCode, followOwner }: { id: string; errorCode?: number; followOwner?: (owner: { username: string; type: 'user' | 'school' }) => ReactNode }) {
  const query = useEvent(id);
  const publish = usePublishEvent();
  const [publishMessage, setPublishMessage] = useState<{ ok: boolean; text: string }>();
  const [shareOpen, setShareOpen] = useState(false);
  const { copied, copy } = useCopied(LINK_COPIED_MS);
  const [ticketsError, setTicketsError] = useState(errorCode === 1);
  const banners = useDismissedBanners(id);
  useViewContent(query.data);

  if (query.isLoading) return <main className="mx-auto max-w-5xl px-4 py-12" aria-busy="true" />;
  if (query.error || !query.data) return <NotFound />;
  const event = query.data;
  const byLine = profilePath(event.owner);
  const shareUrl = `${window.location.origin}${event.shareUrl}`;
  const futureDates = event.dates.filter((d) => !d.past);
  const pastDates = event.dates.filter((d) => d.past);
  // Every date is over: nothing is on sale any more, and the page says why.
  const ended = event.dates.length > 0 && futureDates.length === 0;

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
    // data-event-theme: the event's look (seed 000 §3 theme), which its checkout shares (styles.css).
    <main data-event-theme={event.theme} className="mx-auto max-w-5xl px-4 py-8">
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
      {ticketsError && (
        <div role="alert" className="mb-6 flex justify-between rounded-lg bg-red-50 px-4 py-3 text-red-700">
          We had a problem loading the tickets in checkout. Please try again.
          <button type="button" aria-label="Dismiss" onClick={() => setTicketsError(false)}>
            ×
          </button>
        </div>
      )}
      {event.bannerMessages.map((banner, index) =>
        banners.hidden(banner) ? null : (
          <div key={index} role="note" className="mb-4 flex items-start justify-between gap-3 rounded-lg px-4 py-3" style={{ backgroundColor: banner.color, color: textColorOn(banner.color) }}>
            <p>
              {banner.message}
              {banner.ctaText && banner.ctaUrl && (
                <a href={banner.ctaUrl} className="ml-3 underline">
                  {banner.ctaText}
                </a>
              )}
            </p>
            {banner.dismissible && (
              <button type="button" aria-label={`Dismiss: ${banner.message}`} onClick={() => banners.dismiss(banner.message)}>
                ×
              </button>
            )}
          </div>
        ),
      )}
      <div className="grid gap-8 md:grid-cols-[2fr_3fr]">
        <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100">
          <FallbackImage src={event.poster} fallback="event" alt={`Poster of ${event.name}`} className="h-full w-full object-cover" />
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold md:text-4xl">{event.name}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <p>
              by{' '}
              <a href={byLine} className="font-medium underline">
                {event.owner.name}
              </a>
            </p>
            {!event.canManage && followOwner?.(event.owner)}
          </div>
          {event.startsAt && (
            <p>
              {formatDay(event.startsAt, event.timezone)} · {formatTime(event.startsAt, event.timezone)}
              {event.doorTime && <span className="block text-sm text-neutral-600">Doors open {formatTime(event.doorTime, event.timezone)}</span>}
            </p>
          )}
          <p>{event.locationSetting === 'tba' ? 'To Be Announced' : [event.location.name, event.location.address].filter(Boolean).join(', ')}</p>
          <div className="flex flex-wrap gap-3">
            {ended && (
              <p role="status" className="rounded-full bg-neutral-200 px-6 py-3 font-medium">
                This event has ended
              </p>
            )}
            {event.inPersonTicketsAvailable && (
              <a href={ticketLink(event, 'in-person')} className="rounded-full bg-brand px-6 py-3 font-medium text-white">
                {event.purchaseButtonText ?? 'Get Tickets'}
              </a>
            )}
            {event.onlineTicketsAvailable && (
              <a href={ticketLink(event, 'online')} className="rounded-full border border-brand px-6 py-3 font-medium text-brand">
                Get Streaming Tickets
              </a>
            )}
            {event.inPersonTicketsSoldOut && <span className="rounded-full bg-neutral-200 px-6 py-3">Sold Out</span>}
            <button type="button" onClick={() => setShareOpen(!shareOpen)} className="rounded-full border border-neutral-300 px-5 py-3">
              Share
            </button>
          </div>
          {shareOpen && (
            <div role="dialog" aria-label="Share" className="flex flex-wrap gap-3 rounded-lg border border-neutral-200 p-3 text-sm">
              <button
                type="button"
                // Without a clipboard (an insecure page or a refusal) nothing is said: the other ways to share remain.
                onClick={() => void copy(shareUrl).catch(() => undefined)}
              >
                {copied ? 'Copied!' : 'Copy link'}
              </button>
              <a href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`} target="_blank" rel="noreferrer">
                Facebook
              </a>
              <a href={`https://x.com/intent/post?url=${encodeURIComponent(shareUrl)}`} target="_blank" rel="noreferrer">
                X
              </a>
            </div>
          )}
          {event.canManage && event.accessSetting && (
            <nav aria-label="Manage event" className="flex flex-wrap gap-3 text-sm">
              {MANAGE_LINKS.filter((link) => link.access.includes(event.accessSetting!)).map((link) => (
                <a key={link.path} href={`/management/courses/${event.id}/${link.path}`} className="underline">
                  {link.label}
                </a>
              ))}
            </nav>
          )}
        </div>
      </div>
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
    </main>
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
