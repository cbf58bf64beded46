import { useQuery, type QueryClient } from '@tanstack/react-query';
import { $api } from './api/client';
import type { components } from './api/schema.gen';

export type CurrentUser = components['schemas']['CurrentUserResponse'];

/**
 * The signed-in user (GET /me): the one query every feature asks, so all share one cached answer. A 401 means
 * nobody is logged in, so it is not retried.
 */
export const currentUserQuery = $api.queryOptions('get', '/client_side_api/v1/me', {}, { retry: false, staleTime: 60_000 });

/** The signed-in user, or undefined when nobody is (401 is not an error here); with `enabled` false nothing is asked. */
export function useCurrentUser(enabled = true): { user: CurrentUser | undefined; isLoading: boolean } {
  const query = useQuery({ ...currentUserQuery, enabled });
  return { user: query.error ? undefined : query.data, isLoading: query.isLoading };
}

/** For route guards (`beforeLoad`): the cached or freshly fetched user, or undefined when logged out. */
export async function ensureCurrentUser(queryClient: QueryClient): Promise<CurrentUser | undefined> {
  try {
    return await queryClient.ensureQueryData(currentUserQuery);
  } catch {
    return undefined;
  }
}
