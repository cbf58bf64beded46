import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';

/** The follower lists (follow-lists.ts), which a follow changes. */
export const followListPaths = { followers: '/client_side_api/follows/followers', following: '/client_side_api/follows/following' } as const;

/**
 * Everything a follow changes: the profiles' counts and `following` (the viewed one and the viewer's own),
 * follower lists and profile cards.
 */
const FOLLOW_DEPENDENT_PATHS = new Set<string>([
  '/client_side_api/v1/profiles/{username}',
  '/client_side_api/v1/profiles',
  followListPaths.followers,
  followListPaths.following,
]);

/** Follow or unfollow a profile; afterwards the counts and lists that show it are fetched again. */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ predicate: (query) => FOLLOW_DEPENDENT_PATHS.has(String(query.queryKey[1])) });
  const follow = $api.useMutation('post', '/client_side_api/follows', { onSuccess });
  const unfollow = $api.useMutation('post', '/client_side_api/follows/delete', { onSuccess });
  return {
    follow: (id: string) => follow.mutateAsync({ params: { query: { id } } }),
    unfollow: (id: string) => unfollow.mutateAsync({ params: { query: { id } } }),
    isPending: follow.isPending || unfollow.isPending,
  };
}
