import { createFileRoute } from '@tanstack/react-router';
import { AuthForms } from '../features/accounts/components/auth-forms';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { redirect_to?: string } => (typeof search.redirect_to === 'string' ? { redirect_to: search.redirect_to } : {}),
  component: AuthPage,
});

function AuthPage() {
  const { redirect_to } = Route.useSearch();
  return <AuthForms redirectTo={redirect_to} />;
}
