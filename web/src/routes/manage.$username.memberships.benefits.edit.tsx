import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { BenefitFormPage } from '../features/membership/components/manage/benefit-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/benefits/edit')({
  validateSearch: (search: Record<string, unknown>): { benefit: string } => ({ benefit: typeof search.benefit === 'string' ? search.benefit : '' }),
  component: function EditBenefit() {
    useDocumentMeta('Edit benefit');
    const { username } = Route.useParams();
    const { benefit } = Route.useSearch();
    const { account } = useManagedAccount(username);
    return account ? <BenefitFormPage key={benefit} ownerId={account.id} username={username} benefitId={benefit} /> : null;
  },
});
