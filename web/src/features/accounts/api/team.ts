import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type TeamMember = components['schemas']['TeamMemberResponse'];
export type TeamRole = components['schemas']['TeamRole'];
export type CollaboratorCandidate = components['schemas']['CollaboratorCandidateResponse'];

/** The organization's team, 10 a page; the page on show stays while the next loads. */
export const teamQuery = (ownerId: string, page: number) =>
  $api.queryOptions('get', '/client_side_api/v1/profile_management/affiliations', { params: { query: { ownerId, page } } }, { retry: false, placeholderData: keepPreviousData });

export const useTeam = (ownerId: string | undefined, page: number) => useQuery({ ...teamQuery(ownerId ?? '', page), enabled: !!ownerId });

/** One row of the team, for the edit form. */
export const useTeamMember = (ownerId: string | undefined, id: string) =>
  useQuery({
    ...$api.queryOptions('get', '/client_side_api/v1/profile_management/affiliations/{id}', { params: { path: { id }, query: { ownerId: ownerId ?? '' } } }, { retry: false }),
    enabled: !!ownerId,
  });

/** People and organizations by name or username (seed 001 §7 search_collaborators). */
export const useTeamCandidates = (query: string) =>
  $api.useQuery('get', '/client_side_api/search_collaborators', { params: { query: { query, types: 'user,school' } } }, { enabled: query.trim().length > 0, retry: false });

/** Every change to the team refetches its pages and rows, and `me` (the user's own memberships may have changed). */
function useTeamChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['get', '/client_side_api/v1/profile_management/affiliations'], ['get', '/client_side_api/v1/profile_management/affiliations/{id}'], ['get', '/client_side_api/v1/me']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export const useAddTeamMember = () => $api.useMutation('post', '/client_side_api/v1/profile_management/affiliations', { onSuccess: useTeamChanged() });
export const useUpdateTeamMember = () => $api.useMutation('patch', '/client_side_api/v1/profile_management/affiliations/{id}', { onSuccess: useTeamChanged() });
export const useRemoveTeamMember = () => $api.useMutation('delete', '/client_side_api/v1/profile_management/affiliations/{id}', { onSuccess: useTeamChanged() });
export const useCancelInvitation = () => $api.useMutation('delete', '/client_side_api/v1/profile_management/collaborator_invitations/{id}', { onSuccess: useTeamChanged() });
export const useResendInvitation = () => $api.useMutation('post', '/client_side_api/v1/profile_management/collaborator_invitations/{id}/resend');
