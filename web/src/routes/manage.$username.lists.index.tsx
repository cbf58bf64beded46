import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ListsPage } from '../features/lists/components/lists-page';
import { parseListsSearch } from '../features/lists/rules/lists-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/lists/')({
  validateSearch: parseListsSearch,
  component: Lists,
});

/** The account's private access lists; search, page and sort live in the address. */
function Lists() {
  useDocumentMeta('Private Access Lists');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  if (!account) return null;
  return <ListsPage ownerId={account.id} username={username} search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
