import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '../components/ui/app-link';
import { Pagination } from '../components/ui/pagination';
import { SearchBox } from '../components/ui/search-box';
import { ProfileCard } from '../features/accounts/components/profile-card';
import { profileCardsQuery } from '../features/accounts/api/profile-cards';
import { videoCardsQuery } from '../features/media/api/videos';
import { VideoGrid } from '../features/media/components/video-grid';
import { eventCardsQuery } from '../features/ticketing/api/event-cards';
import { EventGrid } from '../features/ticketing/components/event-grid';
import { errorMessage } from '../lib/api/client';
import { useDocumentMeta } from '../lib/document-meta';
import { SEARCH_PER_PAGE, SEARCH_TABS, type SearchParams, type SearchTab } from './-search-params';

const tabHref = (query: string | undefined, tab: SearchTab) => `/search?${new URLSearchParams({ ...(query ? { query } : {}), tab }).toString()}`;

/** /search?query=…&tab=events|profiles|videos: the site's events, profiles and videos matching the words typed. */
export function SearchPage({ search, onSearchChange }: { search: SearchParams; onSearchChange: (next: SearchParams) => void }) {
  const { query, tab } = search;
  const page = search.page ?? 1;
  useDocumentMeta(query ? `Search: ${query}` : 'Search', 'Search events, artists, venues and videos on Limelight.');
  const onPage = (next: number) => onSearchChange({ ...search, page: next > 1 ? next : undefined });

  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{query ? <>Results for “{query}”</> : 'Search'}</h1>
      <div className="mt-6">
        <SearchBox label="Search Limelight" placeholder="Search events, profiles and videos" value={query ?? ''} onSearch={(text) => onSearchChange({ query: text || undefined, tab })} />
      </div>
      <nav aria-label="Search results" className="mt-6 flex gap-1 border-b border-neutral-200 text-sm">
        {SEARCH_TABS.map((t) => (
          <AppLink
            key={t.value}
            href={tabHref(query, t.value)}
            aria-current={t.value === tab ? 'page' : undefined}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-neutral-900 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
          >
            {t.label}
          </AppLink>
        ))}
      </nav>
      <div className="mt-8">
        {tab === 'events' && <EventResults query={query} page={page} onPage={onPage} />}
        {tab === 'profiles' && <ProfileResults query={query} page={page} onPage={onPage} />}
        {tab === 'videos' && <VideoResults query={query} page={page} onPage={onPage} />}
      </div>
    </main>
  );
}

interface ResultsProps {
  query: string | undefined;
  page: number;
  onPage: (page: number) => void;
}

function EventResults({ query, page, onPage }: ResultsProps) {
  const result = useQuery(eventCardsQuery({ query, page, perPage: SEARCH_PER_PAGE }));
  return (
    <Results result={result} page={page} onPage={onPage}>
      {(data) => <EventGrid label="Events" events={data} />}
    </Results>
  );
}

function ProfileResults({ query, page, onPage }: ResultsProps) {
  const result = useQuery(profileCardsQuery({ query, page, perPage: SEARCH_PER_PAGE }));
  return (
    <Results result={result} page={page} onPage={onPage}>
      {(data) => (
        <ul aria-label="Profiles" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.map((profile) => (
            <li key={profile.id} className="flex">
              <ProfileCard profile={profile} />
            </li>
          ))}
        </ul>
      )}
    </Results>
  );
}

function VideoResults({ query, page, onPage }: ResultsProps) {
  const result = useQuery(videoCardsQuery({ query, page, perPage: SEARCH_PER_PAGE }));
  return (
    <Results result={result} page={page} onPage={onPage}>
      {(data) => <VideoGrid videos={data} />}
    </Results>
  );
}

/** One tab's results: loading, the error, 'No results', or the list and its pages. */
function Results<T>({
  result,
  page,
  onPage,
  children,
}: {
  result: { data?: { data: T[]; totalCount: number }; isLoading: boolean; error: unknown };
  page: number;
  onPage: (page: number) => void;
  children: (data: T[]) => ReactNode;
}) {
  if (result.isLoading) return <p aria-busy="true" className="text-neutral-500">Searching…</p>;
  if (result.error || !result.data) return <p role="alert" className="text-red-700">{errorMessage(result.error)}</p>;
  if (result.data.data.length === 0) return <p className="py-16 text-center text-lg text-neutral-500">No results</p>;
  return (
    <>
      {children(result.data.data)}
      <Pagination className="mt-8 justify-center" page={page} totalCount={result.data.totalCount} perPage={SEARCH_PER_PAGE} onPage={onPage} />
    </>
  );
}
