import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodResponse } from 'openapi-react-query';
import { $api, dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

const LISTS = '/client_side_api/v1/profile_management/custom_user_lists';
const LIST = '/client_side_api/v1/profile_management/custom_user_lists/{id}';
const USERS = '/client_side_api/v1/profile_management/custom_user_lists_users';
const USER = '/client_side_api/v1/profile_management/custom_user_lists_users/{id}';
const BULK = '/client_side_api/v1/profile_management/custom_user_lists_users/create_bulk';

export type ListsPage = MethodResponse<typeof $api, 'get', typeof LISTS>;
export type ListRow = ListsPage['data'][number];
export type PrivateList = MethodResponse<typeof $api, 'get', typeof LIST>;
export type ListUsersPage = MethodResponse<typeof $api, 'get', typeof USERS>;
export type ListUser = ListUsersPage['data'][number];
export type ListsParams = NonNullable<paths[typeof LISTS]['get']['parameters']['query']>;
export type ListUsersParams = NonNullable<paths[typeof USERS]['get']['parameters']['query']>;

// ---- Reads ----

export const listsQuery = (params: ListsParams) => $api.queryOptions('get', LISTS, { params: { query: params } }, { retry: false, placeholderData: keepPreviousData });
export function listQuery(id: string) {
  const init = { params: { path: { id } } };
  return {
    ...$api.queryOptions('get', LIST, init, { retry: false, staleTime: 0 }),
    // Refusals keep their status: 404 is a list that is not there, anything else a failure to load.
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET(LIST, { ...init, signal })),
  };
}
export const listUsersQuery = (params: ListUsersParams) => $api.queryOptions('get', USERS, { params: { query: params } }, { retry: false, placeholderData: keepPreviousData });

/** The most users one call answers: the export and the import's check read a list in pages this size. */
export const USERS_PAGE_MAX = 1000;

/** Every user of a list (the export, and the e-mails an import must not repeat). */
export async function fetchAllListUsers(customUserListId: string): Promise<ListUser[]> {
  const users: ListUser[] = [];
  for (let page = 1; ; page++) {
    const answer = await dataOrApiError(fetchClient.GET(USERS, { params: { query: { customUserListId, page, perPage: USERS_PAGE_MAX } } }));
    users.push(...answer.data);
    if (!answer.data.length || users.length >= answer.totalCount) return users;
  }
}

export const allListUsersQuery = (customUserListId: string) => ({
  queryKey: ['get', USERS, 'all', customUserListId] as const,
  queryFn: () => fetchAllListUsers(customUserListId),
  retry: false,
  staleTime: 0,
});

export const useLists = (params: ListsParams) => useQuery(listsQuery(params));
export const useList = (id: string) => useQuery(listQuery(id));
export const useListUsers = (params: ListUsersParams) => useQuery(listUsersQuery(params));
/** The e-mails already on the list, lowercased. */
export const useListEmails = (customUserListId: string) =>
  useQuery({ ...allListUsersQuery(customUserListId), select: (users: ListUser[]) => new Set(users.map((user) => user.email.toLowerCase())) });

// ---- Writes: each refreshes the lists, the list and its users. ----

export function useListMutations() {
  const queryClient = useQueryClient();
  const refresh = (paths: string[]) => () => void Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
  const onSuccess = refresh([LISTS, LIST, USERS]);
  return {
    create: $api.useMutation('post', LISTS, { onSuccess }),
    rename: $api.useMutation('patch', LIST, { onSuccess }),
    // The deleted list is not read again: its page is being left.
    remove: $api.useMutation('delete', LIST, { onSuccess: refresh([LISTS]) }),
    addEmails: $api.useMutation('post', BULK, { onSuccess }),
    removeUser: $api.useMutation('delete', USER, { onSuccess }),
  };
}
