import { createFileRoute } from '@tanstack/react-router';
import { readOwnerSearch, StripeOnboardingPage } from '../features/accounts/components/payouts/stripe-pages';

export const Route = createFileRoute('/stripe/onboarding')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  return <StripeOnboardingPage search={Route.useSearch()} />;
}
