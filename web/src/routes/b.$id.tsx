import { createFileRoute } from '@tanstack/react-router';
import { BroadcastPage } from '../features/media/components/broadcast-page';

export const Route = createFileRoute('/b/$id')({
  component: function BroadcastRoute() {
    return <BroadcastPage id={Route.useParams().id} />;
  },
});
