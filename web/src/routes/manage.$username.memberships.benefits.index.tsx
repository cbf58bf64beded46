import { createFileRoute, redirect } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { BenefitsPage } from '../features/membership/components/manage/benefits-page';
import { parseBenefitsSearch } from '../features/membership/components/manage/manage-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/benefits/')({
  validateSearch: parseBenefitsSearch,
  // ?benefit={id} selects a benefit to edit.
  beforeLoad: ({ params, search }) => {
    if (search.benefit) throw redirect({ to: '/manage/$username/memberships/benefits/edit', params, search: { benefit: search.benefit } });
  },
  component: Benefits,
});

function Benefits() {
  useDocumentMeta('Benefits');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  if (!account) return null;
  return <BenefitsPage ownerId={account.id} username={username} search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
