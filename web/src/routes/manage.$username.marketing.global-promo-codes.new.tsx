import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { PromoCodeFormPage } from '../features/marketing/components/promo-code-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/new')({
  component: function NewPromoCode() {
    useDocumentMeta('Add Code');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <PromoCodeFormPage ownerId={account.id} username={username} mode="new" /> : null;
  },
});
