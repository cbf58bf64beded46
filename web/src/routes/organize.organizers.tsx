import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AppLink } from '../components/ui/app-link';
import { Pagination } from '../components/ui/pagination';
import { profileCardsQuery } from '../features/accounts/api/profile-cards';
import { ProfileCard } from '../features/accounts/components/profile-card';
import { pageParam } from '../lib/search-params';
import { errorMessage } from '../lib/api/client';
import { useDocumentMeta } from '../lib/document-meta';

export const ORGANIZERS_PER_PAGE = 24;

export const Route = createFileRoute('/organize/organizers')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) }),
  component: Organizers,
});

/** /organize/organizers: everyone with published public events, and an invitation to become one. */
function Organizers() {
  useDocumentMeta('Organizers on Limelight', 'The venues, artists and organisations selling tickets to their events on Limelight.');
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const organizers = useQuery(profileCardsQuery({ organizers: 'true', page, perPage: ORGANIZERS_PER_PAGE }));

  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-rose-50 to-white p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Organizers on Limelight</h1>
          <p className="mt-2 max-w-xl text-neutral-600">Venues, artists and organisations selling tickets to their events on Limelight. Follow them to hear about what’s next.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <AppLink href="/event/new" className="rounded-full bg-brand px-6 py-3 font-medium text-white shadow-sm hover:opacity-90">
            Create An Event
          </AppLink>
          <AppLink href="/for-venues-and-event-creators" className="rounded-full border border-neutral-300 bg-white px-6 py-3 font-medium hover:bg-neutral-50">
            For Event Creators
          </AppLink>
        </div>
      </div>
      <section aria-label="Organizers" className="mt-10">
        {organizers.isLoading ? (
          <p aria-busy="true" className="text-neutral-500">
            Loading organizers…
          </p>
        ) : organizers.error || !organizers.data ? (
          <p role="alert" className="text-red-700">
            {errorMessage(organizers.error)}
          </p>
        ) : organizers.data.data.length === 0 ? (
          <p className="py-16 text-center text-lg text-neutral-500">No organizers yet. Be the first: create an event.</p>
        ) : (
          <>
            <ul aria-label="Organizers" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {organizers.data.data.map((profile) => (
                <li key={profile.id} className="flex">
                  <ProfileCard profile={profile} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8 justify-center"
              page={page}
              totalCount={organizers.data.totalCount}
              perPage={ORGANIZERS_PER_PAGE}
              onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
            />
          </>
        )}
      </section>
    </main>
  );
}
