import type { ReactNode } from 'react';
import { NotFound } from '../../../components/layouts/not-found';
import { $api } from '../../../lib/api/client';

/** /ticket/{id}: finds the ticket's order, then `children` shows that order's tickets. */
export function TicketLink({ id, children }: { id: string; children: (orderId: string) => ReactNode }) {
  const query = $api.useQuery('get', '/client_side_api/v1/registrations/{id}', { params: { path: { id } } }, { retry: false });
  if (query.isLoading) return <main className="mx-auto max-w-md px-4 py-12" aria-busy="true" />;
  if (!query.data) return <NotFound supportContact />;
  return <>{children(query.data.orderId)}</>;
}
