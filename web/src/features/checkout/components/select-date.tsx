import { formatMoney } from '../../../lib/money';
import { useCheckoutEvent } from '../api/checkout';

const day = (iso: string, timezone: string) => new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));
const time = (iso: string, timezone: string) => new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/** /select/checkout/{id}: a recurring event's future dates, by day, each leading to its checkout. */
export function SelectDatePage({ eventId, ticketType }: { eventId: string; ticketType?: 'in-person' | 'online' }) {
  const event = useCheckoutEvent(eventId);
  if (event.isLoading) return <div aria-busy="true" className="mx-auto h-40 max-w-2xl animate-pulse rounded-xl bg-neutral-100" />;
  if (!event.data) return null;
  const { timezone } = event.data;
  const groups = new Map<string, typeof event.data.dates>();
  for (const date of event.data.dates.filter((d) => !d.past)) groups.set(day(date.startsAt, timezone), [...(groups.get(day(date.startsAt, timezone)) ?? []), date]);
  const from = event.data.ticketTypes.filter((t) => !ticketType || t.attendance === ticketType).map((t) => t.cost);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-1 text-2xl font-bold">{event.data.name}</h1>
      <p className="mb-6 text-neutral-600">Choose a date{from.length ? ` · from ${formatMoney(Math.min(...from), event.data.currency)}` : ''}</p>
      {[...groups].map(([label, dates]) => (
        <section key={label} aria-label={label} className="mb-4">
          <h2 className="mb-2 font-semibold">{label}</h2>
          <ul className="flex flex-col gap-2">
            {dates.map((date) => (
              <li key={date.id}>
                {date.soldOut ? (
                  <span className="flex justify-between rounded-xl border border-neutral-200 px-4 py-3 text-neutral-400">
                    {time(date.startsAt, timezone)} <span>Sold Out</span>
                  </span>
                ) : (
                  <a href={`/checkout/${eventId}?event=${date.id}${ticketType ? `&ticketType=${ticketType}` : ''}`} className="flex justify-between rounded-xl border border-neutral-200 px-4 py-3 hover:border-brand">
                    {time(date.startsAt, timezone)} <span className="text-brand">Select</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
