import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AppLink } from '../components/ui/app-link';
import { Pagination } from '../components/ui/pagination';
import { pageParam, textParam } from '../lib/search-params';
import { eventCardsQuery } from '../features/ticketing/api/event-cards';
import { useCategories } from '../features/ticketing/api/events';
import { EventGrid } from '../features/ticketing/components/event-grid';
import { errorMessage } from '../lib/api/client';
import { useDocumentMeta } from '../lib/document-meta';

interface FeaturedSearch {
  category?: string;
  page?: number;
}

export const FEATURED_PER_PAGE = 12;

export const Route = createFileRoute('/discover/featured')({
  validateSearch: (search: Record<string, unknown>): FeaturedSearch => ({ category: textParam(search.category), page: pageParam(search.page) }),
  component: FeaturedEvents,
});

const categoryHref = (category?: string) => (category ? `/discover/featured?${new URLSearchParams({ category }).toString()}` : '/discover/featured');

/** /discover/featured: the events selling best, filtered by category, a page at a time. */
function FeaturedEvents() {
  useDocumentMeta('Featured events', 'The events selling best on Limelight right now: concerts, workshops, theatre and more.');
  const { category, page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const categories = useCategories();
  const events = useQuery(eventCardsQuery({ featured: 'true', category, page, perPage: FEATURED_PER_PAGE }));
  const chip =
    'shrink-0 rounded-full border border-neutral-300 px-4 py-1.5 text-sm hover:bg-neutral-50 aria-[current=page]:border-neutral-900 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white';

  return (
    <>
      <nav aria-label="Categories" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
        <AppLink href={categoryHref()} aria-current={category ? undefined : 'page'} className={chip}>
          All categories
        </AppLink>
        {categories.data?.map((c) => (
          <AppLink key={c.id} href={categoryHref(c.id)} aria-current={c.id === category ? 'page' : undefined} className={chip}>
            {c.name}
          </AppLink>
        ))}
      </nav>
      <section aria-label="Featured events" className="mt-6">
        {events.isLoading ? (
          <p aria-busy="true" className="text-neutral-500">
            Loading events…
          </p>
        ) : events.error || !events.data ? (
          <p role="alert" className="text-red-700">
            {errorMessage(events.error)}
          </p>
        ) : events.data.data.length === 0 ? (
          <p className="py-16 text-center text-lg text-neutral-500">No featured events here yet.</p>
        ) : (
          <>
            <EventGrid label="Featured events" events={events.data.data} />
            <Pagination
              className="mt-8 justify-center"
              page={page}
              totalCount={events.data.totalCount}
              perPage={FEATURED_PER_PAGE}
              onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
            />
          </>
        )}
      </section>
    </>
  );
}
