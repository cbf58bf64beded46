import { createFileRoute } from '@tanstack/react-router';
import { StripeOnboardingPage } from '../features/accounts/components/payouts/stripe-pages';
import { readOwnerSearch } from '../features/accounts/components/payouts/owner-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/stripe/onboarding')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  useDocumentMeta('Payouts setup');
  return <StripeOnboardingPage search={Route.useSearch()} />;
}
