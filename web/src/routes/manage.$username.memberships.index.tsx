import { createFileRoute, redirect } from '@tanstack/react-router';

/** /memberships opens its first tab. */
export const Route = createFileRoute('/manage/$username/memberships/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/memberships/tiers', params, search: {} });
  },
});
