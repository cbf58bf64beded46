import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { CreateOrganizationForm } from '../features/accounts/components/create-organization-form';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/schools/new')({
  validateSearch: (search: Record<string, unknown>): { redirect_to?: string } => (typeof search.redirect_to === 'string' ? { redirect_to: search.redirect_to } : {}),
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureCurrentUser(context.queryClient))) throw redirect({ to: '/auth', search: loginSearch(location.href) });
  },
  component: CreateOrganizationRoute,
});

function CreateOrganizationRoute() {
  useDocumentMeta('Create an organization');
  return <CreateOrganizationForm redirectTo={Route.useSearch().redirect_to} />;
}
