import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { promoCodesQuery } from '../features/marketing/api/promo-codes';
import { MARKETING_TABS } from '../features/marketing/components/marketing-layout';
import { currentUserQuery, type CurrentUser } from '../lib/current-user';
import { SUPPORT_EMAIL } from '../lib/site';
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

/** The app's routes at `path`, logged in as maya, with an empty first page of her promo codes. */
async function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(currentUserQuery.queryKey, maya);
  queryClient.setQueryData(promoCodesQuery({ ownerId: maya.id, page: 1, perPage: 10 }).queryKey, { data: [], page: 1, perPage: 10, totalCount: 0 });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return router;
}

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the marketing tab', () => {
  it('opens on the global promo codes, marked in the sidebar and the tabs', async () => {
    const router = await open('/manage/maya/marketing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/maya/marketing/global-promo-codes'));
    // The desktop sidebar (the phone's slide-in holds the same links).
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Management' });
    expect(within(sidebar!).getByRole('link', { name: 'Marketing' }).getAttribute('href')).toBe('/manage/maya/marketing/global-promo-codes');
    expect(current(sidebar!)).toEqual(['Marketing']);
    const tabs = screen.getByRole('navigation', { name: 'Marketing' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      MARKETING_TABS.map((tab) => [tab.label, `/manage/maya/marketing/${tab.path}`]),
    );
    expect(current(tabs)).toEqual(['Global Promo Codes']);
    expect(await screen.findByText('No results')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Global Promo Codes | Limelight'));
  });

  it('has a page behind every tab', async () => {
    const router = await open('/manage/maya/marketing/services');
    for (const tab of MARKETING_TABS) {
      const matches = router.matchRoutes(`/manage/maya/marketing/${tab.path}`);
      expect(matches.at(-1)?.routeId, tab.label).toMatch(new RegExp(`/marketing/${tab.path}/?$`));
    }
  });

  it('pitches the marketing services with the support address for a quote', async () => {
    await open('/manage/maya/marketing/services');
    expect(current(await screen.findByRole('navigation', { name: 'Marketing' }))).toEqual(['Services']);
    const pitch = screen.getByRole('region', { name: 'Marketing services' });
    for (const service of ['Social media marketing', 'Ad campaigns', 'Email marketing', 'Artist contracts', 'Event and artist listings']) {
      expect(within(pitch).getByRole('heading', { name: service })).toBeTruthy();
    }
    expect(within(pitch).getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    await waitFor(() => expect(document.title).toBe('Marketing services | Limelight'));
  });
});
