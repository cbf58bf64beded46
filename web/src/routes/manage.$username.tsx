import { createFileRoute, redirect } from '@tanstack/react-router';
import { canOpenManagement } from '../features/accounts/access';
import { ensureCurrentUser } from '../lib/current-user';
import { ManageShell } from '../features/accounts/components/manage-shell';
import { loginSearch } from '../lib/login';

const flag = (value: unknown) => (value === true || value === 'true' ? true : undefined);

export const Route = createFileRoute('/manage/$username')({
  validateSearch: (search: Record<string, unknown>): { native?: true; openMobileNav?: true } => ({
    native: flag(search.native),
    openMobileNav: flag(search.openMobileNav),
  }),
  // The user themself, an owner or admin of the organization, or a site admin; others go to login or home.
  beforeLoad: async ({ context, params, location }) => {
    const user = await ensureCurrentUser(context.queryClient);
    if (!user) throw redirect({ to: '/auth', search: loginSearch(location.href) });
    if (!canOpenManagement(user, params.username)) throw redirect({ to: '/' });
  },
  component: ManageRoute,
});

function ManageRoute() {
  const { username } = Route.useParams();
  const { native, openMobileNav } = Route.useSearch();
  return <ManageShell username={username} native={!!native} openMobileNav={!!openMobileNav} />;
}
