import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { AddCardReaderForm } from '../features/accounts/components/card-readers/add-card-reader-form';

export const Route = createFileRoute('/manage/$username/settings/payouts/add-card-reader')({
  component: AddCardReaderRoute,
});

function AddCardReaderRoute() {
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <AddCardReaderForm ownerId={account.id} username={account.username} /> : null;
}
