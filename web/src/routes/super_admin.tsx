import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { SuperAdminPage } from '../features/accounts/components/super-admin/super-admin-page';
import { useDocumentMeta } from '../lib/document-meta';
import { loginSearch } from '../lib/login';

export const Route = createFileRoute('/super_admin')({
  // Site admins only: others go to login, or home.
  beforeLoad: async ({ context, location }) => {
    const user = await ensureCurrentUser(context.queryClient);
    if (!user) throw redirect({ to: '/auth', search: loginSearch(location.href) });
    if (!user.siteAdmin) throw redirect({ to: '/' });
  },
  component: SuperAdmin,
});

function SuperAdmin() {
  useDocumentMeta('Super Admin');
  return <SuperAdminPage />;
}
