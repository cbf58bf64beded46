import { createFileRoute } from '@tanstack/react-router';
import { readOwnerSearch, StripeOnboardingPage } from '../features/accounts/components/payouts/stripe-pages';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/stripe/onboarding')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  useDocumentMeta('Payouts setup');
  return <StripeOnboardingPage search={Route.useSearch()} />;
}
