import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { operations } from '../../../lib/api/schema.gen';
import { LOGS_PER_PAGE } from '../developer-zone';

export type DeliveriesParams = operations['listWebhookDeliveries']['parameters']['query'];

/** The table sorts on the client, so it asks for the owner's webhooks in one page (the API's largest). */
const WEBHOOKS_PAGE = 100;

export const webhooksQuery = (ownerId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profile_management/webhooks', { params: { query: { ownerId, page: 1, perPage: WEBHOOKS_PAGE } } }, { retry: false });
export const webhookQuery = (ownerId: string, id: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profile_management/webhooks/{id}', { params: { path: { id }, query: { ownerId } } }, { retry: false, staleTime: 0 });
export const deliveriesQuery = (query: DeliveriesParams) =>
  // The page on show stays while the next page or search loads.
  $api.queryOptions('get', '/client_side_api/v1/profile_management/webhook_event_deliveries', { params: { query: { perPage: LOGS_PER_PAGE, ...query } } }, { retry: false, placeholderData: keepPreviousData });
export const deliveryQuery = (ownerId: string, id: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profile_management/webhook_event_deliveries/{id}', { params: { path: { id }, query: { ownerId } } }, { retry: false });

export const useWebhooks = (ownerId: string) => useQuery(webhooksQuery(ownerId));
export const useWebhook = (ownerId: string, id: string | undefined) => useQuery({ ...webhookQuery(ownerId, id ?? ''), enabled: !!id });
export const useDeliveries = (query: DeliveriesParams) => useQuery(deliveriesQuery(query));
export const useDelivery = (ownerId: string, id: string) => useQuery(deliveryQuery(ownerId, id));

export const useCreateWebhook = () => $api.useMutation('post', '/client_side_api/v1/profile_management/webhooks');
export const useUpdateWebhook = () => $api.useMutation('put', '/client_side_api/v1/profile_management/webhooks/{id}');
export const useDeleteWebhook = () => $api.useMutation('delete', '/client_side_api/v1/profile_management/webhooks/{id}');

/** After a webhook is saved or deleted: the list (and any cached webhook) is fetched again. */
export function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['get', '/client_side_api/v1/profile_management/webhooks'] });
}
