import { createFileRoute, redirect } from '@tanstack/react-router';

/** Reporting opens on revenue. */
export const Route = createFileRoute('/manage/$username/reporting/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/reporting/revenue', params });
  },
});
