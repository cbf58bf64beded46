import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ReportingLayout } from '../features/reporting/components/reporting-layout';

export const Route = createFileRoute('/manage/$username/reporting')({
  component: Reporting,
});

/** The reports of the account being managed (each amount comes with its own currency). */
function Reporting() {
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const owner = account ? { ownerId: account.id, username: account.username } : undefined;
  return (
    <ReportingLayout owner={owner}>
      <Outlet />
    </ReportingLayout>
  );
}
