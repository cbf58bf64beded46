import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';

/** The signed-in user, or undefined when nobody is (401 is not an error here). */
export function useCurrentUser() {
  const query = $api.useQuery('get', '/client_side_api/v1/me', {}, { retry: false, staleTime: 60_000 });
  return { user: query.error ? undefined : query.data, isLoading: query.isLoading };
}

/** Forget everything cached about the session (after login, logout, creating an organization). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries();
}

export const useLogIn = () => $api.useMutation('post', '/client_side_api/v1/auth/login');
export const useSignUp = () => $api.useMutation('post', '/client_side_api/v1/auth/sign_up');
export const useLogOut = () => $api.useMutation('post', '/client_side_api/v1/auth/logout');
export const useCreateOrganization = () => $api.useMutation('post', '/client_side_api/v1/schools');
export const useProfile = (username: string, type: 'user' | 'school') =>
  $api.useQuery('get', '/client_side_api/v1/profiles/{username}', { params: { path: { username }, query: { type } } }, { retry: false });
