import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { AddTeamMemberForm } from '../features/accounts/components/team/team-member-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/settings/team/new')({
  component: NewTeamMember,
});

function NewTeamMember() {
  useDocumentMeta('Add a team member');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <AddTeamMemberForm account={account} /> : null;
}
