import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { EditTeamMemberForm } from '../features/accounts/components/team/team-member-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/settings/team/edit/$id')({
  component: EditTeamMember,
});

function EditTeamMember() {
  useDocumentMeta('Edit team member');
  const { username, id } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <EditTeamMemberForm account={account} id={id} /> : null;
}
