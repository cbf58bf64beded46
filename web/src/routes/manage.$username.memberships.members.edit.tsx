import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { MemberFormPage } from '../features/membership/components/manage/member-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/members/edit')({
  validateSearch: (search: Record<string, unknown>): { member: string } => ({ member: typeof search.member === 'string' ? search.member : '' }),
  component: function EditMember() {
    useDocumentMeta('Edit member');
    const { username } = Route.useParams();
    const { member } = Route.useSearch();
    const { account } = useManagedAccount(username);
    return account ? <MemberFormPage key={member} ownerId={account.id} username={username} memberId={member} /> : null;
  },
});
