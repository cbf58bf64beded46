import { createFileRoute } from '@tanstack/react-router';
import { CreateOrganizationForm } from '../features/accounts/components/create-organization-form';

export const Route = createFileRoute('/schools/new')({
  validateSearch: (search: Record<string, unknown>): { redirect_to?: string } => (typeof search.redirect_to === 'string' ? { redirect_to: search.redirect_to } : {}),
  component: () => <CreateOrganizationForm redirectTo={Route.useSearch().redirect_to} />,
});
