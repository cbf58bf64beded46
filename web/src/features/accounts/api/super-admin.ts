import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type AdminAccount = components['schemas']['AdminAccountResponse'];
export type AdminAction = components['schemas']['AdminActionResponse'];
export type FeatureFlag = components['schemas']['FeatureFlag'];

/** Accounts by name, username or e-mail (every account, newest first, for an empty search); the page on show stays while the next loads. */
export const adminAccountsQuery = (query: string, page: number) =>
  $api.queryOptions('get', '/client_side_api/v1/admin/accounts', { params: { query: { query, page } } }, { retry: false, placeholderData: keepPreviousData });

/** What site admins did, newest first. */
export const adminActionsQuery = (page: number) =>
  $api.queryOptions('get', '/client_side_api/v1/admin/actions', { params: { query: { page } } }, { retry: false, placeholderData: keepPreviousData, staleTime: 0 });

export const useAdminAccounts = (query: string, page: number) => useQuery(adminAccountsQuery(query, page));
export const useAdminActions = (page: number) => useQuery(adminActionsQuery(page));

/**
 * Turns an account's feature flag on or off. Afterwards the lists, the action log and whatever shows the
 * account's flags (its settings, `me` for the admin's own accounts) are fetched again.
 */
export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/client_side_api/v1/admin/accounts/{id}/flags', {
    onSuccess: () =>
      Promise.all(
        [
          ['get', '/client_side_api/v1/admin/accounts'],
          ['get', '/client_side_api/v1/admin/actions'],
          ['get', '/client_side_api/v1/profiles/{id}/settings'],
          ['get', '/client_side_api/v1/me'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
