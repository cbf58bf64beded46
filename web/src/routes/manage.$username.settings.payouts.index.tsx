import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { PayoutsPage } from '../features/accounts/components/payouts/payouts-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/settings/payouts/')({
  component: Payouts,
});

function Payouts() {
  useDocumentMeta('Payouts');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <PayoutsPage account={account} /> : null;
}
