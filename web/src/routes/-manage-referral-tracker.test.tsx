import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { referralPayoutsQuery, referralsQuery } from '../features/accounts/api/referrals';
import { currentUserQuery, type CurrentUser } from '../lib/current-user';
import { routeTree } from '../routeTree.gen';

const kofi: CurrentUser = {
  id: 'u1',
  name: 'Kofi Mensah',
  username: 'kofi',
  email: 'kofi@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: true,
  organizations: [],
};

window.scrollTo = (() => undefined) as typeof window.scrollTo;
afterEach(cleanup);

/** The app's routes at `path` for `user`, with empty first pages of the referral tables. */
async function open(path: string, user: CurrentUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const empty = { data: [], totalCount: 0, page: 1, perPage: 10 };
  queryClient.setQueryData(referralsQuery(user.id, 1).queryKey, { ...empty, referralLink: 'https://limelight.example/auth?ref=kofi' });
  queryClient.setQueryData(referralPayoutsQuery(user.id, 1).queryKey, empty);
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
}

describe('the referral tracker tab', () => {
  it('is in the sidebar, marked beta, when the flag is on, and opens the tracker', async () => {
    await open('/manage/kofi/referral-tracker', kofi);
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Management' });
    const tab = within(sidebar!).getByRole('link', { name: 'Referral Tracker Beta' });
    expect([tab.getAttribute('href'), tab.getAttribute('aria-current')]).toEqual(['/manage/kofi/referral-tracker', 'page']);
    expect(await screen.findByRole('heading', { name: 'Referral Tracker Beta' })).toBeTruthy();
    expect(screen.getAllByText('No data yet!')).toHaveLength(2);
  });

  it('is neither listed nor opened while the flag is off', async () => {
    await open('/manage/kofi/referral-tracker', { ...kofi, referralTracker: false });
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Management' });
    expect(within(sidebar!).queryByRole('link', { name: /Referral Tracker/ })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('The page you were looking for was not found');
  });
});
