import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { MemberFormPage } from '../features/membership/components/manage/member-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/members/new')({
  component: function NewMember() {
    useDocumentMeta('New member');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <MemberFormPage ownerId={account.id} username={username} /> : null;
  },
});
