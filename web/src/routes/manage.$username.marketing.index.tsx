import { createFileRoute, redirect } from '@tanstack/react-router';

/** Marketing opens on the global promo codes. */
export const Route = createFileRoute('/manage/$username/marketing/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/marketing/global-promo-codes', params });
  },
});
