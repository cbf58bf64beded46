import { useQuery } from '@tanstack/react-query';
import { dataOrApiError, errorMessage, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type BoxOffice = components['schemas']['BoxOfficeResponse'];
export type BoxOfficeTicket = components['schemas']['BoxOfficeTicketResponse'];
export type BoxOfficeSale = components['schemas']['BoxOfficeOrderResponse'];
type BoxOfficeBody = components['schemas']['BoxOfficeOrderRequest'];

export const boxOfficeQueryKey = (eventId: string, dateId: string) => ['box-office', eventId, dateId] as const;

/** What the box office may sell of a date, and the owner's card readers; a refusal keeps its status (403: not staff of the event). */
export const useBoxOffice = (eventId: string, dateId: string | undefined) =>
  useQuery({
    queryKey: boxOfficeQueryKey(eventId, dateId ?? ''),
    enabled: !!dateId,
    retry: false,
    queryFn: () => dataOrApiError(fetchClient.GET('/client_side_api/v1/management/courses/{id}/box_office', { params: { path: { id: eventId }, query: { event_id: dateId! } } })),
  });

/** A cash sale: the order completes at once. */
export async function sellForCash(eventId: string, body: Omit<BoxOfficeBody, 'paymentMethod'>): Promise<BoxOfficeSale> {
  const { data, error } = await fetchClient.POST('/client_side_api/v1/management/courses/{id}/box_office_orders', { params: { path: { id: eventId } }, body: { ...body, paymentMethod: 'cash' } });
  if (!data) throw new Error(errorMessage(error));
  return data;
}

/** Saves the order's tickets as a PDF (to print them for the buyer). */
export async function downloadTicketsPdf(orderId: string): Promise<void> {
  const { data, error } = await fetchClient.GET('/client_side_api/v1/orders/{id}/tickets.pdf', { params: { path: { id: orderId } }, parseAs: 'blob' });
  if (!data) throw new Error(errorMessage(error));
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: `tickets-${orderId}.pdf` });
  link.click();
  URL.revokeObjectURL(url);
}
