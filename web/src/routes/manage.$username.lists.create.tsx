import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ListForm } from '../features/lists/components/list-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/lists/create')({
  component: function CreateList() {
    useDocumentMeta('Add List');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <ListForm ownerId={account.id} username={username} /> : null;
  },
});
