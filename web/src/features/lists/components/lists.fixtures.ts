import { vi, type MockInstance } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import type { ListRow, ListUser, PrivateList } from '../api/lists';

export const OWNER_ID = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
export const LIST_ID = '0b6c7a52-3f0e-4c4e-9b7a-1d2e3f4a5b6c';

/** A list as the API answers it: 'Porch friends' with two people, made on 5 June 2030 (noon, the browser's time). */
export const privateList = (overrides: Partial<PrivateList> = {}): PrivateList => ({
  id: LIST_ID,
  name: 'Porch friends',
  userCount: 2,
  createdAt: new Date(2030, 5, 5, 12).toISOString(),
  ownerId: OWNER_ID,
  ...overrides,
});

export const listRow = (overrides: Partial<ListRow> = {}): ListRow => {
  const { ownerId: _ownerId, ...row } = privateList();
  return { ...row, ...overrides };
};

export const listUser = (email: string, name: string | null = null, id = `user-${email}`): ListUser => ({ id, email, name });

export const page = <T>(data: T[], totalCount = data.length, at = 1) => ({ data, totalCount, perPage: 10, page: at });

/** What a route of the fake API answers: the data of a success, or the error body of a refusal with its status. */
export type Answer = { status?: number; data?: unknown; error?: unknown };
type Init = { params?: { path?: Record<string, string>; query?: Record<string, unknown> }; body?: unknown };

/**
 * The API at the HTTP boundary: the app's client answers each path of `routes` for `method` as the server would
 * (the contract's shapes and statuses), and fails the test on any other call.
 */
export function serve(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', routes: Record<string, (init: Init) => Answer>): MockInstance<(path: string, init?: Init) => Promise<unknown>> {
  const answer = (path: string, init?: Init) => {
    const route = routes[path];
    if (!route) return Promise.reject(new Error(`This test serves no ${method} ${path}`));
    const { status = 200, ...result } = route(init ?? {});
    return Promise.resolve({ ...result, response: new Response(null, { status }) });
  };
  // The client's methods are typed by path; the fake answers any.
  return vi.spyOn(fetchClient, method).mockImplementation(answer as never) as unknown as MockInstance<typeof answer>;
}

export const USERS_PATH = '/client_side_api/v1/profile_management/custom_user_lists_users';

/** GET of a list's users: `users` filtered by the query and paged as the server does. */
export const usersRoute = (users: ListUser[]) => ({ params }: Init) => {
  const query = params?.query ?? {};
  const at = Number(query.page ?? 1);
  const perPage = Number(query.perPage ?? 10);
  const matching = users.filter((user) => !query.query || user.email.includes(String(query.query)));
  return { data: { data: matching.slice((at - 1) * perPage, at * perPage), totalCount: matching.length, perPage, page: at } };
};
