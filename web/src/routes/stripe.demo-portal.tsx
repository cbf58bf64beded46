import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { DemoPortalPage } from '../features/membership/components/buyer/demo-portal-page';
import { readDemoPortalSearch } from '../features/membership/components/buyer/demo-portal-search';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/stripe/demo-portal')({
  validateSearch: readDemoPortalSearch,
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: Page,
});

function Page() {
  useDocumentMeta('Billing portal (demo)');
  return <DemoPortalPage search={Route.useSearch()} />;
}
