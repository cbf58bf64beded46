import { $api, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Ticket = components['schemas']['TicketResponse'];

export const useOrderTickets = (orderId: string) => $api.useQuery('get', '/client_side_api/v1/orders/{id}/tickets', { params: { path: { id: orderId } } }, { retry: false });

/** The order's tickets as a PDF file. */
export async function fetchTicketsPdf(orderId: string): Promise<Blob> {
  const { data, error } = await fetchClient.GET('/client_side_api/v1/orders/{id}/tickets.pdf', { params: { path: { id: orderId } }, parseAs: 'blob' });
  if (error || !data) throw error ?? new Error('No PDF');
  return data;
}
