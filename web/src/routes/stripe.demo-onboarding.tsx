import { createFileRoute } from '@tanstack/react-router';
import { DemoOnboardingPage, readOwnerSearch } from '../features/accounts/components/payouts/stripe-pages';

export const Route = createFileRoute('/stripe/demo-onboarding')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  return <DemoOnboardingPage search={Route.useSearch()} />;
}
