import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NotFound } from '../components/layouts/not-found';
import { PersonalOrderPage } from '../features/registrations/components/personal-order-page';
import { ensureCurrentUser } from '../lib/current-user';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

/** `course`: the event; `event`: its date, as the checkout's addresses name them. */
interface PersonalOrderSearch {
  course?: string;
  event?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const Route = createFileRoute('/personal_order')({
  validateSearch: (search: Record<string, unknown>): PersonalOrderSearch => {
    const [course, event] = [text(search.course), text(search.event)];
    return { ...(course ? { course } : {}), ...(event ? { event } : {}) };
  },
  // Visitors log in first; the API decides who works the box office (managers and door staff).
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: PersonalOrder,
});

function PersonalOrder() {
  useDocumentMeta('Box office');
  const { course, event } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onDate = useCallback((dateId: string, replace = false) => void navigate({ search: (prev) => ({ ...prev, event: dateId }), replace }), [navigate]);
  if (!course) return <NotFound />;
  return <PersonalOrderPage eventId={course} dateId={event} onDate={onDate} />;
}
