import { useState, type ReactNode } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image';
import type { components } from '../../../lib/api/schema.gen';
import { profilePath } from '../../../lib/profile-path';
import { LINK_COPIED_MS, useCopied } from '../../../lib/use-copied';
import { formatDay, formatTime, textColorOn, ticketLink } from '../format';

/**
 * The top of the event page (seed 000 "Public event page"): its main element, the notice of a failed checkout,
 * the organizer's banners and the hero (poster, title, date, place, ticket buttons). Plain props only, no router
 * or query: the server draws the same components into the page's HTML (web/src/ssr/event-shell.tsx), so the
 * app's first render repeats the server's markup.
 */

type EventView = components['schemas']['EventResponse'];
type BannerMessage = components['schemas']['BannerMessageResponse'];

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

/** Every date is over: nothing is on sale any more, and the page says why. */
export const eventEnded = (event: Pick<EventView, 'dates'>) => event.dates.length > 0 && event.dates.every((d) => d.past);

/** The event page's main element; data-event-theme: the event's look (seed 000 §3 theme), which its checkout shares (styles.css). */
export function EventMain({ theme, children }: { theme: EventView['theme']; children: ReactNode }) {
  return (
    <main data-event-theme={theme} className="mx-auto max-w-5xl px-4 py-8">
      {children}
    </main>
  );
}

/** Back from a checkout that could not load its tickets (?errorCode=1). */
export function EventTicketsError({ onDismiss }: { onDismiss?: () => void }) {
  return (
    <div role="alert" className="mb-6 flex justify-between rounded-lg bg-red-50 px-4 py-3 text-red-700">
      We had a problem loading the tickets in checkout. Please try again.
      <button type="button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/**
 * The organizer's banner messages (seed 000 §2). `hidden` and `onDismiss`: a visitor's dismissed banners, kept in
 * the browser; the server, which cannot know them, shows every banner.
 */
export function EventBanners({ banners, hidden, onDismiss }: { banners: BannerMessage[]; hidden?: (banner: BannerMessage) => boolean; onDismiss?: (message: string) => void }) {
  return banners.map((banner, index) =>
    hidden?.(banner) ? null : (
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
          <button type="button" aria-label={`Dismiss: ${banner.message}`} onClick={() => onDismiss?.(banner.message)}>
            ×
          </button>
        )}
      </div>
    ),
  );
}

/**
 * Poster, title, organizer, date, place, ticket and share buttons, and the managers' links. `followOwner` renders
 * the owner's Follow button, which the event's managers do not see (and which the server leaves out: it draws
 * nothing until the visitor's profile is known).
 */
export function EventHero({ event, followOwner }: { event: EventView; followOwner?: (owner: EventView['owner']) => ReactNode }) {
  const [shareOpen, setShareOpen] = useState(false);
  const { copied, copy } = useCopied(LINK_COPIED_MS);
  const byLine = profilePath(event.owner);
  const ended = eventEnded(event);
  // Read only once the popup is open: the server, which draws the page closed, has no window.
  const shareUrl = () => `${window.location.origin}${event.shareUrl}`;

  return (
    <div className="grid gap-8 md:grid-cols-[2fr_3fr]">
      <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100">
        {/* The page's largest picture: fetched first (the server also preloads it from the page's head). */}
        <FallbackImage src={event.poster} fallback="event" alt={`Poster of ${event.name}`} fetchPriority="high" className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold md:text-4xl">{event.name}</h1>
        {/* Visitors get room for the Follow button, which arrives with the owner's profile: nothing moves when it does. */}
        <div className={`flex flex-wrap items-center gap-3${event.canManage ? '' : ' min-h-10'}`}>
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
              onClick={() => void copy(shareUrl()).catch(() => undefined)}
            >
              {copied ? 'Copied!' : 'Copy link'}
            </button>
            <a href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl())}`} target="_blank" rel="noreferrer">
              Facebook
            </a>
            <a href={`https://x.com/intent/post?url=${encodeURIComponent(shareUrl())}`} target="_blank" rel="noreferrer">
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
  );
}
