import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { SearchBox } from '../components/ui/search-box';
import type { ApiClient } from '../lib/api/fetch-client';
import { CALENDAR_GRID_MAX_WIDTH_PX, type CalendarLayout, type CalendarOptions } from '../lib/calendar-options';
import { failure, loadEvents, type CalendarEvent } from './calendar-api';
import { calendarWindow, dayParts, monthLabel, monthsOf, monthWindow, rangeQuery, textOn, whenText } from './calendar-dates';

interface Loaded {
  key: string;
  events: CalendarEvent[];
  totalCount: number;
  page: number;
  error?: string;
}

/** The calendar itself: toolbar, tag chips, the dates as a list or a grid, and more on request. */
export function CalendarView({ client, options, ownerId, backHref, now }: { client: ApiClient; options: CalendarOptions; ownerId?: string; backHref: string; now: Date }) {
  const dates = useMemo(() => calendarWindow(now), [now]);
  const months = useMemo(() => monthsOf(dates), [dates]);
  const [monthIndex, setMonthIndex] = useState(0);
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [chosenLayout, setChosenLayout] = useState<CalendarLayout>(options.defaultLayout);
  const narrow = useNarrow();
  const layout = narrow ? 'grid' : chosenLayout;

  const range = rangeQuery(options.browseByDate ? monthWindow(months[monthIndex]!, dates) : dates);
  const tags = tag ? [tag] : options.tags;
  const request = { ownerId, ...range, query, tags };
  const key = JSON.stringify(request);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    // An answer to an older request (the visitor typed on, or moved to another month) is dropped.
    let current = true;
    loadEvents(client, { ...(JSON.parse(key) as typeof request), page: 1 }).then(
      (page) => current && setLoaded({ key, events: page.data, totalCount: page.totalCount, page: 1 }),
      (error: unknown) => current && setLoaded({ key, events: [], totalCount: 0, page: 1, error: failure(error) }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);

  const current = loaded?.key === key ? loaded : null;
  const showMore = async () => {
    if (!current) return;
    setMore(true);
    try {
      const page = await loadEvents(client, { ...request, page: current.page + 1 });
      setLoaded((previous) => (previous?.key === key ? { ...previous, events: [...previous.events, ...page.data], totalCount: page.totalCount, page: current.page + 1 } : previous));
    } catch (error) {
      setLoaded((previous) => (previous?.key === key ? { ...previous, error: failure(error) } : previous));
    } finally {
      setMore(false);
    }
  };

  const colors = { '--bg': `#${options.bgColor}`, '--fg': `#${options.textColor}`, '--hl': `#${options.highlColor}`, '--on-hl': textOn(options.highlColor) } as CSSProperties;
  return (
    <main style={colors} className="min-h-screen bg-(--bg) p-4 text-(--fg)">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {options.showBackButton && (
            <a href={backHref} target="_top" className="rounded-full border border-current px-4 py-1.5 text-sm">
              ← Back
            </a>
          )}
          {options.enableSearch && <SearchBox value={query} onSearch={setQuery} label="Search events" />}
          {!narrow && (
            <div role="group" aria-label="Layout" className="ml-auto flex gap-1">
              {(['list', 'grid'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={layout === choice}
                  onClick={() => setChosenLayout(choice)}
                  className="rounded-full px-3 py-1 text-sm capitalize aria-pressed:bg-(--hl) aria-pressed:text-(--on-hl)"
                >
                  {choice}
                </button>
              ))}
            </div>
          )}
        </div>

        {options.browseByDate && (
          <nav aria-label="Months" className="flex items-center justify-center gap-4">
            <button type="button" aria-label="Previous month" disabled={monthIndex === 0} onClick={() => setMonthIndex(monthIndex - 1)} className="rounded-full px-3 py-1 text-(--hl) disabled:opacity-30">
              ‹
            </button>
            <h2 aria-live="polite" className="min-w-40 text-center text-lg font-semibold">
              {monthLabel(months[monthIndex]!)}
            </h2>
            <button
              type="button"
              aria-label="Next month"
              disabled={monthIndex === months.length - 1}
              onClick={() => setMonthIndex(monthIndex + 1)}
              className="rounded-full px-3 py-1 text-(--hl) disabled:opacity-30"
            >
              ›
            </button>
          </nav>
        )}

        {options.tags.length > 0 && (
          <div role="group" aria-label="Tags" className="flex flex-wrap gap-2">
            {[null, ...options.tags].map((name) => (
              <button
                key={name ?? ''}
                type="button"
                aria-pressed={tag === name}
                onClick={() => setTag(name)}
                className="rounded-full border border-(--hl) px-3 py-1 text-sm aria-pressed:bg-(--hl) aria-pressed:text-(--on-hl)"
              >
                {name ?? 'All'}
              </button>
            ))}
          </div>
        )}

        {!current ? (
          <p role="status" className="py-8 text-center text-sm opacity-70">
            Loading…
          </p>
        ) : current.events.length === 0 && !current.error ? (
          <p className="py-8 text-center">No results</p>
        ) : (
          <>
            <ul aria-label="Events" data-layout={layout} className={layout === 'grid' ? 'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-4' : 'flex flex-col divide-y divide-current/15'}>
              {current.events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} options={options} layout={layout} />
                </li>
              ))}
            </ul>
            {current.error && (
              <p role="alert" className="text-center text-sm">
                {current.error}
              </p>
            )}
            {current.events.length < current.totalCount && (
              <button type="button" onClick={() => void showMore()} disabled={more} className="mx-auto rounded-full border border-(--hl) px-5 py-2 text-sm text-(--hl) disabled:opacity-50">
                {more ? 'Loading…' : 'Show more'}
              </button>
            )}
          </>
        )}
      </div>
    </main>
  );
}

/** Seed 000 §9: the calendar is a grid at 460 px or less. */
function useNarrow(): boolean {
  const query = `(max-width: ${CALENDAR_GRID_MAX_WIDTH_PX}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return narrow;
}

/** One date: its links open the event in the top window, also when the calendar is framed by another site. */
function EventCard({ event, options, layout }: { event: CalendarEvent; options: CalendarOptions; layout: CalendarLayout }) {
  const day = dayParts(event.startsAt, event.timezone);
  const href = `/event/${event.courseId}`;
  const image = options.showImage && event.featuredImage && <img src={event.featuredImage} alt="" className={layout === 'grid' ? 'aspect-[4/3] w-full rounded-lg object-cover' : 'h-24 w-32 shrink-0 rounded-lg object-cover'} />;
  return (
    <article className={layout === 'grid' ? 'flex h-full flex-col gap-2' : 'flex gap-4 py-4'}>
      {layout === 'list' && (
        <div aria-hidden="true" className="w-14 shrink-0 text-center">
          <div className="text-xs uppercase">{day.weekday}</div>
          <div className="text-2xl font-bold text-(--hl)">{day.day}</div>
          <div className="text-xs uppercase">{day.month}</div>
        </div>
      )}
      {image}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold">
          <a href={href} target="_top" className="hover:underline">
            {event.name}
          </a>
        </h3>
        <p className="text-sm opacity-80">{whenText(event.startsAt, event.timezone)}</p>
        {options.showDescription && event.description && <p className="text-sm">{event.description}</p>}
        {event.tags.length > 0 && <p className="text-xs opacity-70">{event.tags.map((t) => `#${t.name}`).join(' ')}</p>}
        {options.showTicketsButton && (
          <a
            href={`/checkout/${event.courseId}?event=${event.id}`}
            target="_top"
            className={`mt-auto w-fit rounded-full bg-(--hl) px-4 py-1.5 text-sm font-medium text-(--on-hl) ${layout === 'grid' ? '' : 'self-start'}`}
          >
            Get Tickets
          </a>
        )}
      </div>
    </article>
  );
}
