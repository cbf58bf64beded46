import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { BulkImportForm } from '../features/lists/components/bulk-import-form';
import { ListGate } from '../features/lists/components/list-gate';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/lists/$listId/bulk-import')({
  component: function BulkImport() {
    useDocumentMeta('Bulk import');
    const { username, listId } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <ListGate id={listId} username={username}>{(list) => <BulkImportForm key={list.id} list={list} username={username} />}</ListGate> : null;
  },
});
