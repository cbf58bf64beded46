import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema.gen';

/** A membership of the signed-in user as the subscriptions list shows it (expired ones are not listed). */
export type SubscriptionRow = components['schemas']['SubscriptionRowResponse'];
/** The demo gateway's stand-in for a Stripe Checkout session. */
export type DemoSession = components['schemas']['DemoSessionResponse'];
/** One of the caller's demo subscriptions with an owner, as the demo billing portal shows it. */
export type DemoSubscription = components['schemas']['DemoSubscriptionResponse'];
/** What the demo portal can do to a subscription; `change_price` takes `{ priceId }`. */
export type DemoAction = operations['actOnDemoSubscription']['parameters']['path']['action'];

/** The user's memberships (own account only). */
export const subscriptionsQuery = (userId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profiles/{id}/membership_subscriptions', { params: { path: { id: userId } } }, { retry: false });
export const useSubscriptions = (userId: string) => useQuery(subscriptionsQuery(userId));

export const demoSessionQuery = (id: string) => $api.queryOptions('get', '/client_side_api/v1/demo_subscriptions/sessions/{id}', { params: { path: { id } } }, { retry: false });
export const useDemoSession = (id: string) => useQuery(demoSessionQuery(id));
export const useCompleteDemoSession = () => $api.useMutation('post', '/client_side_api/v1/demo_subscriptions/sessions/{id}/complete');

export const demoSubscriptionsQuery = (ownerId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/demo_subscriptions', { params: { query: { ownerId } } }, { retry: false });
export const useDemoSubscriptions = (ownerId: string) => useQuery(demoSubscriptionsQuery(ownerId));

/** Every action answers `true`; the list is read again afterwards since each one changes the subscription. */
export function useDemoSubscriptionAction() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/client_side_api/v1/demo_subscriptions/{subscriptionId}/{action}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/client_side_api/v1/demo_subscriptions'] }),
  });
}
