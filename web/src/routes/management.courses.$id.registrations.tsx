import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ensureCurrentUser } from '../lib/current-user';
import { GUESTS_ADDED } from '../features/registrations/api/registrations';
import { RegistrationsPage } from '../features/registrations/components/registrations-page';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

interface RegistrationsSearch {
  event_id?: string;
  success_message?: string;
}

export const Route = createFileRoute('/management/courses/$id/registrations')({
  validateSearch: (search: Record<string, unknown>): RegistrationsSearch => ({
    ...(typeof search.event_id === 'string' && search.event_id ? { event_id: search.event_id } : {}),
    ...(typeof search.success_message === 'string' && search.success_message ? { success_message: search.success_message } : {}),
  }),
  // Visitors log in first; the API decides who may see the guests (managers and door staff).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: Registrations,
});

function Registrations() {
  useDocumentMeta('Guests');
  const { id } = Route.useParams();
  const { event_id, success_message } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onDate = useCallback((dateId: string, replace = false) => void navigate({ search: { event_id: dateId }, replace }), [navigate]);
  const onDismissMessage = useCallback(() => void navigate({ search: (prev) => ({ event_id: prev.event_id }), replace: true }), [navigate]);
  const onGuestsAdded = useCallback((dateId: string) => void navigate({ search: { event_id: dateId, success_message: GUESTS_ADDED } }), [navigate]);
  return <RegistrationsPage eventId={id} dateId={event_id} successMessage={success_message} onDate={onDate} onDismissMessage={onDismissMessage} onGuestsAdded={onGuestsAdded} />;
}
