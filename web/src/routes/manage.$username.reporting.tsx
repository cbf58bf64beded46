import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useProfile } from '../features/accounts/api/accounts';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ReportingLayout } from '../features/reporting/components/reporting-layout';

export const Route = createFileRoute('/manage/$username/reporting')({
  component: Reporting,
});

/** The reports of the account being managed, in its currency. */
function Reporting() {
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const profile = useProfile(username);
  const owner = account && (profile.data || profile.isError) ? { ownerId: account.id, username: account.username, currency: profile.data?.currency ?? 'usd' } : undefined;
  return (
    <ReportingLayout owner={owner}>
      <Outlet />
    </ReportingLayout>
  );
}
