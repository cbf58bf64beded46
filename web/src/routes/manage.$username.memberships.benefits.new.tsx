import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { BenefitFormPage } from '../features/membership/components/manage/benefit-form';

export const Route = createFileRoute('/manage/$username/memberships/benefits/new')({
  component: function NewBenefit() {
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <BenefitFormPage ownerId={account.id} username={username} /> : null;
  },
});
