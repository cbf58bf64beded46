import { createFileRoute } from '@tanstack/react-router';
import { ManageOverview } from '../features/accounts/components/manage-shell';

export const Route = createFileRoute('/manage/$username/')({
  component: ManageOverviewRoute,
});

function ManageOverviewRoute() {
  return <ManageOverview username={Route.useParams().username} />;
}
