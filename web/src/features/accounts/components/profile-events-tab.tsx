import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { profilePath } from '../../../lib/profile-path';
import type { Profile } from '../api/accounts';
import { useProfileCourseCategories, useProfileCourses, useUpcomingPreview, type FilterDate, type ProfileEventCard } from '../api/profile-events';
import { useWhenVisible } from '../hooks/use-when-visible';
import { ALL_TAB_EVENTS, PROFILE_MESSAGES } from '../profile-rules';

type RenderEvents = (events: ProfileEventCard[]) => ReactNode;

/** The All tab's events: the next 3, and 'View all' (the Events tab) only when there are more. */
export function UpcomingEvents({ profile, renderEvents }: { profile: Profile; renderEvents: RenderEvents }) {
  const preview = useUpcomingPreview(profile.id);
  if (!preview.data?.data.length) return null;
  return (
    <section aria-labelledby="profile-upcoming" className="mt-10">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="profile-upcoming" className="text-xl font-semibold">
          Upcoming events
        </h2>
        {preview.data.totalCount > ALL_TAB_EVENTS && (
          <AppLink href={`${profilePath(profile)}?tab=events`} className="text-sm font-medium underline">
            View all
          </AppLink>
        )}
      </div>
      {renderEvents(preview.data.data.slice(0, ALL_TAB_EVENTS))}
    </section>
  );
}

const selectClass = 'rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm';

/**
 * The Events tab: a category and an Upcoming/Past dropdown (kept in the URL as category and filterDate),
 * pages of 30 loaded as the end of the list scrolls into view. With nothing upcoming and nothing chosen, Past.
 */
export function ProfileEventsTab({
  profile,
  category,
  filterDate,
  onChange,
  renderEvents,
}: {
  profile: Profile;
  category?: string;
  filterDate?: FilterDate;
  onChange: (change: { category?: string; filterDate?: FilterDate }) => void;
  renderEvents: RenderEvents;
}) {
  const upcoming = useProfileCourses(profile.id, profile.type, 'upcoming', category, filterDate !== 'past');
  const noneUpcoming = !filterDate && !category && upcoming.data?.pages[0]?.length === 0;
  const when: FilterDate = filterDate ?? (noneUpcoming ? 'past' : 'upcoming');
  const past = useProfileCourses(profile.id, profile.type, 'past', category, when === 'past');
  const list = when === 'past' ? past : upcoming;
  const categories = useProfileCourseCategories(profile.id, profile.type, when);
  const more = useWhenVisible<HTMLDivElement>(() => void list.fetchNextPage(), list.hasNextPage && !list.isFetchingNextPage);
  const events = list.data?.pages.flat() ?? [];
  return (
    <section aria-label="Events" className="mt-8">
      <div className="mb-6 flex flex-wrap gap-3">
        <select aria-label="Category" value={category ?? ''} onChange={(e) => onChange({ category: e.target.value || undefined })} className={selectClass}>
          <option value="">All categories</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {/* The other list's categories differ, so a chosen category is let go with the date filter. */}
        <select aria-label="When" value={when} onChange={(e) => onChange({ filterDate: e.target.value as FilterDate, category: undefined })} className={selectClass}>
          <option value="upcoming">Upcoming</option>
          <option value="past">Past</option>
        </select>
      </div>
      {list.isLoading ? (
        <p aria-busy="true" className="py-10 text-center text-neutral-500">
          Loading…
        </p>
      ) : list.error ? (
        <p role="alert" className="py-10 text-center">
          {PROFILE_MESSAGES.loadFailed}
        </p>
      ) : events.length === 0 ? (
        <p className="py-10 text-center text-neutral-600">{when === 'past' ? 'No past events.' : 'No upcoming events.'}</p>
      ) : (
        renderEvents(events)
      )}
      {list.hasNextPage && (
        <div ref={more} aria-busy={list.isFetchingNextPage} className="py-6 text-center text-sm text-neutral-500">
          {list.isFetchingNextPage ? 'Loading…' : ''}
        </div>
      )}
    </section>
  );
}
