import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SeatingPage, type SeatingTab } from '../features/seating/components/seating-page';
import { SeatsView } from '../features/seating/components/seats-view/seats-view';
import { ensureCurrentUser } from '../lib/current-user';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

interface SeatingSearch {
  /** The tab shown, when not the chart. */
  tab?: string;
}

/** Beside the chart: per date, who sits where. */
const TABS: SeatingTab[] = [{ id: 'seats', label: 'Seats', render: (context) => <SeatsView {...context} /> }];

export const Route = createFileRoute('/management/courses/$id/seating')({
  validateSearch: (search: Record<string, unknown>): SeatingSearch => (typeof search.tab === 'string' && search.tab ? { tab: search.tab } : {}),
  // Visitors log in first; the API decides who manages the seating (admin access; 403 and 404 are shown by the page).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: SeatingRoute,
});

function SeatingRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentMeta('Seating');
  const onTab = useCallback((next: string) => void navigate({ search: next === 'chart' ? {} : { tab: next } }), [navigate]);
  return <SeatingPage eventId={id} tabs={TABS} tab={tab ?? 'chart'} onTab={onTab} />;
}
