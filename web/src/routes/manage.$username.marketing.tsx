import { createFileRoute } from '@tanstack/react-router';
import { MarketingLayout } from '../features/marketing/components/marketing-layout';

export const Route = createFileRoute('/manage/$username/marketing')({
  component: function Marketing() {
    return <MarketingLayout username={Route.useParams().username} />;
  },
});
