import { createFileRoute } from '@tanstack/react-router';
import { DemoOnboardingPage } from '../features/accounts/components/payouts/stripe-pages';
import { readOwnerSearch } from '../features/accounts/components/payouts/owner-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/stripe/demo-onboarding')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  useDocumentMeta('Stripe onboarding (demo)');
  return <DemoOnboardingPage search={Route.useSearch()} />;
}
