import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useEventStats } from '../features/stats/api/stats';
import { StatsPage } from '../features/stats/components/stats-page';
import { ensureCurrentUser } from '../lib/current-user';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

interface StatsSearch {
  event_id?: string;
}

export const Route = createFileRoute('/management/courses/$id/stats')({
  validateSearch: (search: Record<string, unknown>): StatsSearch => (typeof search.event_id === 'string' && search.event_id ? { event_id: search.event_id } : {}),
  // Visitors log in first; the API decides who sees the figures (admin access; 403 and 404 are shown by the page).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: EventStatsRoute,
});

function EventStatsRoute() {
  const { id } = Route.useParams();
  const { event_id } = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentMeta(titleFrom(useEventStats(id, event_id), (stats) => `Stats: ${stats.name}`, 'Event stats'));
  const onDate = useCallback((dateId: string | undefined, replace = false) => void navigate({ search: dateId ? { event_id: dateId } : {}, replace }), [navigate]);
  return <StatsPage eventId={id} dateId={event_id} onDate={onDate} />;
}
