import { createFileRoute } from '@tanstack/react-router';
import { readOwnerSearch, StripeReturnPage } from '../features/accounts/components/payouts/stripe-pages';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/stripe/return')({
  validateSearch: readOwnerSearch,
  component: Page,
});

function Page() {
  useDocumentMeta('Payouts setup');
  return <StripeReturnPage search={Route.useSearch()} />;
}
