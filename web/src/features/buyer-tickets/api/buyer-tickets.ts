import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type TicketGroup = components['schemas']['TicketGroupResponse'];
export type BuyerRegistration = components['schemas']['BuyerRegistrationResponse'];

export const useBuyerTickets = (userId: string, type: 'future' | 'past', page: number) =>
  $api.useQuery('get', '/client_side_api/v1/profiles/{uuid}/orders/{type}', { params: { path: { uuid: userId, type }, query: { page } } }, { retry: false });

export const useTransferTicket = () => $api.useMutation('patch', '/client_side_api/v1/profiles/{ownerId}/registrations/{id}/transfer');
export const useCancelTicket = () => $api.useMutation('patch', '/client_side_api/v1/profiles/{ownerId}/order_items/{id}/cancel');
