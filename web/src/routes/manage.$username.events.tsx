import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ManageEvents, type EventsSearchChange } from '../features/ticketing/components/manage-events';
import { parseEventsSearch } from '../features/ticketing/manage-events-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/events')({
  validateSearch: parseEventsSearch,
  component: Events,
});

/** The events of the account being managed; search, tab, category, page and sort live in the address. */
function Events() {
  useDocumentMeta('Events');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback<EventsSearchChange>((patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace }), [navigate]);
  if (!account) return null;
  return <ManageEvents ownerId={account.id} search={search} onSearchChange={onSearchChange} />;
}
