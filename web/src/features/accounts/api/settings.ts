import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type ProfileSettings = components['schemas']['ProfileSettingsResponse'];
export type UpdateProfileSettings = components['schemas']['UpdateProfileSettingsRequest'];

/** The account settings of a profile (its managers and site admins). */
export const profileSettingsQuery = (id: string) => $api.queryOptions('get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id } } }, { retry: false });

export const useAccountSettings = (id: string | undefined) => useQuery({ ...profileSettingsQuery(id ?? ''), enabled: !!id });

/** What shows a profile's name, username or images: refetched after a save or a deletion. */
const PROFILE_KEYS = [
  ['get', '/client_side_api/v1/profiles/{id}/settings'],
  ['get', '/client_side_api/v1/profiles/{username}'],
  ['get', '/client_side_api/v1/me'],
] as const;

function useRefreshProfiles() {
  const queryClient = useQueryClient();
  return () => Promise.all(PROFILE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
}

/** PATCH /v1/profiles/{id}: answers the settings as saved. */
export function useUpdateProfileSettings() {
  const refresh = useRefreshProfiles();
  return $api.useMutation('patch', '/client_side_api/v1/profiles/{id}', { onSuccess: () => refresh() });
}

/** DELETE /v1/profiles/{id}: the account is closed; the current user (and their organizations) is fetched again. */
export function useDeleteProfile() {
  const refresh = useRefreshProfiles();
  return $api.useMutation('delete', '/client_side_api/v1/profiles/{id}', { onSuccess: () => refresh() });
}
