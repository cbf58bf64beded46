import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';

export const Route = createFileRoute('/manage/$username/developer-zone')({
  component: DeveloperZoneRoute,
});

/** The Developer Zone exists only for accounts whose developer-zone flag is on (seed 002 §2.5, §6). */
function DeveloperZoneRoute() {
  const { account } = useManagedAccount(Route.useParams().username);
  if (!account) return null;
  if (!account.developerZone) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        The page you were looking for was not found
      </p>
    );
  }
  return <Outlet />;
}
