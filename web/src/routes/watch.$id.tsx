import { createFileRoute } from '@tanstack/react-router';
import { WatchPage } from '../features/media/components/watch-page';
import { membershipPagePath } from '../features/membership/format';

export const Route = createFileRoute('/watch/$id')({
  component: WatchRoute,
});

/** The owner's public membership page, where a viewer may join to watch a members-only video. */
const ownerMembershipPath = (owner: { type: string; username: string }) => membershipPagePath(owner.type, owner.username);

function WatchRoute() {
  return <WatchPage id={Route.useParams().id} membershipPath={ownerMembershipPath} />;
}
