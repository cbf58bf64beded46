import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { PromoCodeFormPage } from '../features/marketing/components/promo-code-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/edit/$id')({
  component: function EditPromoCode() {
    useDocumentMeta('Edit Code');
    const { username, id } = Route.useParams();
    const { account } = useManagedAccount(username);
    // Keyed by the code so moving from one edit page to another starts from that code's saved fields.
    return account ? <PromoCodeFormPage key={id} ownerId={account.id} username={username} mode="edit" codeId={id} /> : null;
  },
});
