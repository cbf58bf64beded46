import { createFileRoute } from '@tanstack/react-router';
import { MembershipsLayout } from '../features/membership/components/manage/manage-parts';

export const Route = createFileRoute('/manage/$username/memberships')({
  component: function Memberships() {
    return <MembershipsLayout username={Route.useParams().username} />;
  },
});
