import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { BenefitFormPage } from '../features/membership/components/manage/benefit-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/benefits/new')({
  component: function NewBenefit() {
    useDocumentMeta('New benefit');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <BenefitFormPage ownerId={account.id} username={username} /> : null;
  },
});
