import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { AddCardReaderForm } from '../features/accounts/components/card-readers/add-card-reader-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/settings/payouts/add-card-reader')({
  component: AddCardReaderRoute,
});

function AddCardReaderRoute() {
  useDocumentMeta('Add a card reader');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <AddCardReaderForm ownerId={account.id} username={account.username} /> : null;
}
