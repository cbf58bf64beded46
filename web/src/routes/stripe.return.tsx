import { createFileRoute } from '@tanstack/react-router';
import { readOwnerSearch, StripeReturnPage } from '../features/accounts/components/payouts/stripe-pages';

export const Route = createFileRoute('/stripe/return')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  return <StripeReturnPage search={Route.useSearch()} />;
}
