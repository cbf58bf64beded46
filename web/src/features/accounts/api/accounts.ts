import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Profile = components['schemas']['ProfileResponse'];
export type ProfileType = Profile['type'];

/** Prefix of every cached `me` query, whatever its init: what login, logout and new organizations invalidate. */
const currentUserKey = ['get', '/client_side_api/v1/me'] as const;

/** After login or sign-up: the session changed, so `me` and everything derived from it is fetched again. */
export function useSessionStarted() {
  const queryClient = useQueryClient();
  // Every query, `me` first among them: other answers depend on who asks too (e.g. whether an event can be managed).
  return () => queryClient.invalidateQueries();
}

/** After logout: nothing cached belongs to anybody any more. */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries();
}

/** After creating an organization: the user menu and the switcher list it. */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserKey });
}

export const useLogIn = () => $api.useMutation('post', '/client_side_api/v1/auth/login');
export const useSignUp = () => $api.useMutation('post', '/client_side_api/v1/auth/sign_up');
export const useLogOut = () => $api.useMutation('post', '/client_side_api/v1/auth/logout');
export const useCreateOrganization = () => $api.useMutation('post', '/client_side_api/v1/schools');

/** A public profile; `type` may be left out when it is not known (e.g. a site admin opening someone's management area). */
export function profileQuery(username: string, type?: ProfileType) {
  const init = { params: { path: { username }, query: type ? { type } : {} } };
  return {
    ...$api.queryOptions('get', '/client_side_api/v1/profiles/{username}', init, { retry: false }),
    // Refusals keep their status: 404 is a profile that does not exist, anything else a failure to load.
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET('/client_side_api/v1/profiles/{username}', { ...init, signal })),
  };
}

export const useProfile = (username: string, type?: ProfileType, enabled = true) => useQuery({ ...profileQuery(username, type), enabled });

/** An account's settings (its managers and site admins only), e.g. its feature flags. */
export const useProfileSettings = (id: string | undefined, enabled = true) =>
  useQuery({ ...$api.queryOptions('get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id: id ?? '' } } }, { retry: false }), enabled: enabled && !!id });
