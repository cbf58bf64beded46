import { createFileRoute } from '@tanstack/react-router';
import { ManageShell } from '../features/accounts/components/manage-shell';

export const Route = createFileRoute('/manage/$username')({
  validateSearch: (search: Record<string, unknown>) => ({
    native: search.native === true || search.native === 'true' ? true : undefined,
    openMobileNav: search.openMobileNav === true || search.openMobileNav === 'true' ? true : undefined,
  }),
  component: ManageRoute,
});

function ManageRoute() {
  const { username } = Route.useParams();
  const { native, openMobileNav } = Route.useSearch();
  return <ManageShell username={username} native={!!native} openMobileNav={!!openMobileNav} />;
}
