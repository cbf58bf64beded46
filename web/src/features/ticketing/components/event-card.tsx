import { AppLink } from '../../../components/ui/app-link';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { profilePath } from '../../../lib/profile-path';
import type { EventCardData } from '../api/event-cards';
import { formatDay, formatTime } from '../format';

/** Where a card says the event takes place. */
export function cardLocation(event: Pick<EventCardData, 'locationSetting' | 'location' | 'online'>): string {
  if (event.locationSetting !== 'tba' && event.location) return event.location.name || event.location.address || 'To Be Announced';
  return event.online ? 'Online' : 'To Be Announced';
}

/** The next date in the event's time zone (the last one for past events), and how many more are coming. */
export function cardDate(event: Pick<EventCardData, 'nextEvent' | 'lastEvent' | 'futureEventCount' | 'timezone'>): { when: string | null; more: string | null } {
  const startsAt = event.nextEvent?.startsAt ?? event.lastEvent?.startsAt;
  const when = startsAt ? `${formatDay(startsAt, event.timezone)} · ${formatTime(startsAt, event.timezone)}` : null;
  const others = event.futureEventCount - 1;
  const more = event.nextEvent && others > 0 ? `${others} more ${others === 1 ? 'date' : 'dates'}` : null;
  return { when, more };
}

/** Seed 000 §3 "Event card": poster, name, next date, place and by-line; the card leads to the event page. */
export function EventCard({ event }: { event: EventCardData }) {
  const { when, more } = cardDate(event);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white transition hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-neutral-100">
        <FallbackImage
          src={event.poster}
          fallback="event"
          alt=""
          loading="lazy"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {when && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-brand">
            <time dateTime={event.nextEvent?.startsAt ?? event.lastEvent?.startsAt}>{when}</time>
            {more && <span className="whitespace-nowrap rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">{more}</span>}
          </p>
        )}
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug">
          {/* The name's link covers the whole card; the by-line stays its own link above it. */}
          <AppLink href={event.url} className="after:absolute after:inset-0 hover:underline">
            {event.name}
          </AppLink>
        </h3>
        <p className="truncate text-sm text-neutral-600">{cardLocation(event)}</p>
        <p className="mt-auto truncate pt-2 text-sm text-neutral-600">
          by{' '}
          <AppLink href={profilePath(event.owner)} className="relative z-10 font-medium text-neutral-900 hover:underline">
            {event.owner.name}
          </AppLink>
        </p>
      </div>
    </article>
  );
}
