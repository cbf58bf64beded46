import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { TeamPage } from '../features/accounts/components/team/team-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/settings/team/')({
  component: Team,
});

function Team() {
  useDocumentMeta('Team');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <TeamPage account={account} /> : null;
}
