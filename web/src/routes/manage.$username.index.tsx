import { createFileRoute } from '@tanstack/react-router';
import { ManageOverview } from '../features/accounts/components/manage-shell';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/')({
  component: ManageOverviewRoute,
});

function ManageOverviewRoute() {
  useDocumentMeta('Manage');
  return <ManageOverview username={Route.useParams().username} />;
}
