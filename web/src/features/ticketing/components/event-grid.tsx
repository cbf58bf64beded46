import type { EventCardData } from '../api/event-cards';
import { EventCard } from './event-card';

/** Event cards in a responsive grid: one column on phones, up to four on wide screens. */
export function EventGrid({ events, label }: { events: readonly EventCardData[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {events.map((event) => (
        <li key={event.id} className="flex">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
