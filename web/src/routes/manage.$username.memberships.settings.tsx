import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { MembershipSettingsPage } from '../features/membership/components/manage/settings-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/settings')({
  component: function MembershipSettings() {
    useDocumentMeta('Membership settings');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <MembershipSettingsPage ownerId={account.id} username={username} /> : null;
  },
});
