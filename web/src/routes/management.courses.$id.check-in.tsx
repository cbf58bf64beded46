import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CheckInPage } from '../features/check-in/components/check-in-page';
import { ensureCurrentUser } from '../lib/current-user';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

interface CheckInSearch {
  event_id?: string;
}

export const Route = createFileRoute('/management/courses/$id/check-in')({
  validateSearch: (search: Record<string, unknown>): CheckInSearch => (typeof search.event_id === 'string' && search.event_id ? { event_id: search.event_id } : {}),
  // Visitors log in first; the API decides who works the door (managers and door staff).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: CheckIn,
});

function CheckIn() {
  useDocumentMeta('Check-in');
  const { id } = Route.useParams();
  const { event_id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onDate = useCallback((dateId: string, replace = false) => void navigate({ search: { event_id: dateId }, replace }), [navigate]);
  return <CheckInPage eventId={id} dateId={event_id} onDate={onDate} />;
}
