import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { DemoSubscribePage } from '../features/membership/components/buyer/demo-subscribe-page';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/stripe/demo-subscribe/$sessionId')({
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: Page,
});

function Page() {
  useDocumentMeta('Subscribe (demo)');
  return <DemoSubscribePage sessionId={Route.useParams().sessionId} />;
}
