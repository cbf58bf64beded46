import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { parseVideosSearch } from '../features/media/components/manage/videos-search';
import { VideosPage } from '../features/media/components/manage/videos-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/videos/')({
  validateSearch: parseVideosSearch,
  component: Videos,
});

/** The account's videos; search, page and sort live in the address. */
function Videos() {
  useDocumentMeta('Videos');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  if (!account) return null;
  return <VideosPage ownerId={account.id} username={username} search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />;
}
