import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { TierFormPage } from '../features/membership/components/manage/tier-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/tiers/new')({
  component: function NewTier() {
    useDocumentMeta('New tier');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <TierFormPage ownerId={account.id} ownerType={account.type} username={username} /> : null;
  },
});
