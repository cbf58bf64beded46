import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { AddEmailsForm } from '../features/lists/components/add-emails-form';
import { ListGate } from '../features/lists/components/list-gate';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/lists/$listId/add-emails')({
  component: function AddEmails() {
    useDocumentMeta('Add e-mails');
    const { username, listId } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <ListGate id={listId} username={username}>{(list) => <AddEmailsForm key={list.id} list={list} username={username} />}</ListGate> : null;
  },
});
