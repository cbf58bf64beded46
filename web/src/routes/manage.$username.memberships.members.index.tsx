import { createFileRoute, redirect } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { parseMembersSearch } from '../features/membership/components/manage/manage-search';
import { MembersPage } from '../features/membership/components/manage/members-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/memberships/members/')({
  validateSearch: parseMembersSearch,
  // ?member={id} selects a member to edit.
  beforeLoad: ({ params, search }) => {
    if (search.member) throw redirect({ to: '/manage/$username/memberships/members/edit', params, search: { member: search.member } });
  },
  component: Members,
});

function Members() {
  useDocumentMeta('Members');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  if (!account) return null;
  return <MembersPage ownerId={account.id} username={username} search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
