import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { TierFormPage } from '../features/membership/components/manage/tier-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/tiers/edit')({
  validateSearch: (search: Record<string, unknown>): { tier: string } => ({ tier: typeof search.tier === 'string' ? search.tier : '' }),
  component: function EditTier() {
    useDocumentMeta('Edit tier');
    const { username } = Route.useParams();
    const { tier } = Route.useSearch();
    const { account } = useManagedAccount(username);
    // Keyed by the tier so moving from one edit page to another starts from that tier's saved fields.
    return account ? <TierFormPage key={tier} ownerId={account.id} ownerType={account.type} username={username} tierId={tier} /> : null;
  },
});
