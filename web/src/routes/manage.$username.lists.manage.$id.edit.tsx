import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ListForm } from '../features/lists/components/list-form';
import { ListGate } from '../features/lists/components/list-gate';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/lists/manage/$id/edit')({
  component: function RenameList() {
    useDocumentMeta('Rename List');
    const { username, id } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <ListGate id={id} username={username}>{(list) => <ListForm key={list.id} ownerId={account.id} username={username} saved={list} />}</ListGate> : null;
  },
});
