import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../components/layouts/not-found';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { TicketsAndSubscriptions } from '../features/buyer-tickets/components/tickets-and-subscriptions';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions/tickets/past_events')({
  component: function Tickets() {
    useDocumentMeta('Past tickets');
    const { username } = Route.useParams();
    const { native } = Route.useSearch();
    const { account } = useManagedAccount(username);
    if (!account) return null;
    // Seed 002 §2.4: for User-type accounts only.
    if (account.type !== 'User') return <NotFound />;
    return <TicketsAndSubscriptions userId={account.id} username={account.username} tab="past" native={!!native} />;
  },
});
