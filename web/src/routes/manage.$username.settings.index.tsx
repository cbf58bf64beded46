import { createFileRoute, redirect } from '@tanstack/react-router';

/** /manage/{username}/settings opens the Account tab (keeping native). */
export const Route = createFileRoute('/manage/$username/settings/')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/manage/$username/settings/account', params, search, replace: true });
  },
});
