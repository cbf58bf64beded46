import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listsQuery } from '../features/lists/api/lists';
import { currentUserQuery, type CurrentUser } from '../lib/current-user';
import { routeTree } from '../routeTree.gen';

const maya: CurrentUser = {
  id: 'u1',
  name: 'Maya Lind',
  username: 'maya',
  email: 'maya@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [],
};

window.scrollTo = (() => undefined) as typeof window.scrollTo;
afterEach(cleanup);

/** The app's routes at `path`, logged in as maya, who has no lists yet. */
async function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(currentUserQuery.queryKey, maya);
  queryClient.setQueryData(listsQuery({ ownerId: maya.id, page: 1, perPage: 10 }).queryKey, { data: [], page: 1, perPage: 10, totalCount: 0 });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return router;
}

describe('the lists tab', () => {
  it("is in the sidebar as 'Lists' with a Beta badge, marked on the lists page", async () => {
    await open('/manage/maya/lists');
    // The desktop sidebar (the phone's slide-in holds the same links).
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Management' });
    const tab = within(sidebar!).getByRole('link', { name: 'Lists Beta' });
    expect(tab.getAttribute('href')).toBe('/manage/maya/lists');
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No data yet!')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Private Access Lists | Limelight'));
  });

  it('has a page at each of the seed’s list paths', async () => {
    const router = await open('/manage/maya/lists');
    const routes: [string, string][] = [
      ['/manage/maya/lists/create', '/manage/$username/lists/create'],
      ['/manage/maya/lists/manage/l1', '/manage/$username/lists/manage/$id/'],
      ['/manage/maya/lists/manage/l1/edit', '/manage/$username/lists/manage/$id/edit'],
      ['/manage/maya/lists/l1/add-emails', '/manage/$username/lists/$listId/add-emails'],
      ['/manage/maya/lists/l1/bulk-import', '/manage/$username/lists/$listId/bulk-import'],
    ];
    for (const [path, routeId] of routes) expect(router.matchRoutes(path).at(-1)?.routeId, path).toBe(routeId);
  });
});
