import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { EventAssistantChat } from '../features/ticketing/components/event-assistant-chat';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/event/new/jaan/$uuid')({
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: EventAssistantRoute,
});

function EventAssistantRoute() {
  useDocumentMeta('Create An Event with Jaan');
  return <EventAssistantChat uuid={Route.useParams().uuid} />;
}
