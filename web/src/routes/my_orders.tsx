import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '../lib/current-user';
import { MyOrdersLogin } from '../features/tickets/components/my-orders';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/my_orders')({
  // A logged-in buyer finds the tickets in their account.
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context.queryClient);
    if (user) throw redirect({ href: `/manage/${user.username}/tickets-and-subscriptions/tickets` });
  },
  component: MyOrders,
});

function MyOrders() {
  useDocumentMeta('My Orders');
  return <MyOrdersLogin />;
}
