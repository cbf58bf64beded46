import { createFileRoute, redirect } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { parseTiersSearch } from '../features/membership/components/manage/manage-search';
import { TiersPage } from '../features/membership/components/manage/tiers-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/tiers/')({
  validateSearch: parseTiersSearch,
  // ?tier={id} selects a tier to edit.
  beforeLoad: ({ params, search }) => {
    if (search.tier) throw redirect({ to: '/manage/$username/memberships/tiers/edit', params, search: { tier: search.tier } });
  },
  component: Tiers,
});

function Tiers() {
  useDocumentMeta('Tiers');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  if (!account) return null;
  return (
    <TiersPage
      ownerId={account.id}
      ownerType={account.type}
      username={username}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
