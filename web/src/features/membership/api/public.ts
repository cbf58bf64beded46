import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

type Json<T> = T extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The owner of a membership page, as the public profile lookup answers it. */
export type OwnerProfile = Json<paths['/client_side_api/v1/profiles/{username}']['get']>;
export type ProfileType = OwnerProfile['type'];
/** A tier on the public page: its non-archived prices, benefits and members-only tickets. */
export type PublicTier = Json<paths['/client_side_api/v1/profiles/{id}/membership_tiers']['get']>[number];
export type PublicPrice = PublicTier['prices'][number];
export type MemberTicket = PublicTier['tickets'][number];
/** One of the viewer's memberships with the owner (none when anonymous). */
export type ViewerMembership = Json<paths['/client_side_api/v1/memberships']['get']>[number];
export type MembershipSettings = Json<paths['/client_side_api/v1/profiles/{id}/membership_settings']['get']>;

type FormBody<P extends keyof paths> = paths[P] extends { post: { requestBody: { content: { 'application/x-www-form-urlencoded': infer B } } } } ? B : never;

/** Subscribing and managing are plain HTML form posts to the backend: the browser follows its redirects to the provider. */
export const INITIALIZE_SESSION_PATH = '/membership_subscriptions/initialize_session' satisfies keyof paths;
export type SubscribeFields = FormBody<typeof INITIALIZE_SESSION_PATH>;
/** The fields of the Manage form, posted to a membership's `manageUrl`. */
export type ManageFields = FormBody<'/membership_subscriptions/manage'>;

/** Same key as the profile page's lookup, so both share one cached answer. */
export function ownerProfileQuery(username: string, type: ProfileType) {
  const init = { params: { path: { username }, query: { type } } };
  return {
    ...$api.queryOptions('get', '/client_side_api/v1/profiles/{username}', init, { retry: false }),
    // Refusals keep their status: 404 is a profile that does not exist, anything else a failure to load.
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET('/client_side_api/v1/profiles/{username}', { ...init, signal })),
  };
}
export const useOwnerProfile = (username: string, type: ProfileType) => useQuery(ownerProfileQuery(username, type));

export const publicTiersQuery = (ownerId: string, privateUuid?: string) =>
  $api.queryOptions(
    'get',
    '/client_side_api/v1/profiles/{id}/membership_tiers',
    { params: { path: { id: ownerId }, query: privateUuid ? { privateUuid } : {} } },
    { retry: false },
  );
export const usePublicTiers = (ownerId: string | undefined, privateUuid?: string) =>
  useQuery({ ...publicTiersQuery(ownerId ?? '', privateUuid), enabled: !!ownerId });

export const membershipSettingsQuery = (ownerId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/profiles/{id}/membership_settings', { params: { path: { id: ownerId } } }, { retry: false });
export const useMembershipSettings = (ownerId: string | undefined) => useQuery({ ...membershipSettingsQuery(ownerId ?? ''), enabled: !!ownerId });

/** How often the viewer's memberships are read again while a payment is being confirmed. */
export const PROCESSING_REFETCH_MS = 3000;

export const viewerMembershipsQuery = (ownerId: string) =>
  $api.queryOptions('get', '/client_side_api/v1/memberships', { params: { query: { ownerId } } }, { retry: false });
/** The viewer's memberships with the owner; `polling` while 'Processing...' shows, until the payment is confirmed. */
export const useViewerMemberships = (ownerId: string | undefined, { polling = false }: { polling?: boolean } = {}) =>
  useQuery({ ...viewerMembershipsQuery(ownerId ?? ''), enabled: !!ownerId, refetchInterval: polling ? PROCESSING_REFETCH_MS : false });

/**
 * Claims the membership of an invitation e-mail's link (`?claim=`) for the signed-in viewer; the viewer's
 * memberships and the owner's profile (the member's flame) are read again afterwards.
 */
export function useClaimMembership(username: string, type: ProfileType) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/client_side_api/v1/memberships/claim', {
    onSuccess: (claimed) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: viewerMembershipsQuery(claimed.ownerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ownerProfileQuery(username, type).queryKey }),
      ]),
  });
}
