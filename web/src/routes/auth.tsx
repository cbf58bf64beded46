import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { AuthForms } from '../features/accounts/components/auth-forms';
import { safeRedirect } from '../lib/login';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/auth')({
  // A team invitation link adds `invitation` (its token) and the invited `email`; a referral link `ref` (the referrer's username).
  validateSearch: (search: Record<string, unknown>): { redirect_to?: string; invitation?: string; email?: string; ref?: string } => ({
    ...(typeof search.redirect_to === 'string' ? { redirect_to: search.redirect_to } : {}),
    ...(typeof search.invitation === 'string' ? { invitation: search.invitation } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
    ...(typeof search.ref === 'string' ? { ref: search.ref } : {}),
  }),
  // Already logged in: straight on to where the login would have gone.
  beforeLoad: async ({ context, search }) => {
    if (await ensureCurrentUser(context.queryClient)) throw redirect({ href: safeRedirect(search.redirect_to) });
  },
  component: AuthPage,
});

function AuthPage() {
  useDocumentMeta('Log in');
  const { redirect_to, invitation, email, ref } = Route.useSearch();
  return <AuthForms redirectTo={redirect_to} invitation={invitation} email={email} referrer={ref} />;
}
