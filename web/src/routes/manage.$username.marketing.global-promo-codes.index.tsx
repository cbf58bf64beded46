import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { PromoCodesPage } from '../features/marketing/components/promo-codes-page';
import { parsePromoCodesSearch } from '../features/marketing/rules/promo-codes-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/')({
  validateSearch: parsePromoCodesSearch,
  component: PromoCodes,
});

/** The account's promo codes; search, page and sort live in the address. */
function PromoCodes() {
  useDocumentMeta('Global Promo Codes');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  if (!account) return null;
  return <PromoCodesPage ownerId={account.id} username={username} search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
