import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ListGate } from '../features/lists/components/list-gate';
import { ListPage } from '../features/lists/components/list-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/lists/manage/$id/')({
  component: function ManageList() {
    useDocumentMeta('Private Access List');
    const { username, id } = Route.useParams();
    const { account } = useManagedAccount(username);
    // Keyed by the list so moving to another list starts from its first page of users.
    return account ? <ListGate id={id} username={username}>{(list) => <ListPage key={list.id} list={list} username={username} />}</ListGate> : null;
  },
});
