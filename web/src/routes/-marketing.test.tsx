import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

/** jsdom has no IntersectionObserver: this one reports what the test says came into view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  show(id: string, ratio: number) {
    const target = this.targets.find((element) => element.id === id)!;
    this.callback([{ target, isIntersecting: true, intersectionRatio: ratio } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
beforeEach(() => {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(cleanup);

/** The app's own routes at `path`, logged in as `user` (or logged out). */
async function open(path: string, user?: CurrentUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (user) queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return router;
}

const cta = async (name: string) => (await screen.findAllByRole('link', { name })).map((link) => link.getAttribute('href'));

describe('marketing calls to action', () => {
  it('event ticketing and streaming start an event, logged in or not', async () => {
    await open('/for-venues-and-event-creators');
    expect(new Set(await cta('Create An Event'))).toEqual(new Set(['/event/new']));
    cleanup();
    await open('/for-venues-and-event-creators/streaming', maya);
    expect(new Set(await cta('Create An Event'))).toEqual(new Set(['/event/new']));
  });

  it("memberships go to the user's tiers when logged in", async () => {
    await open('/for-venues-and-event-creators/memberships', maya);
    expect(new Set(await cta('Set up memberships'))).toEqual(new Set(['/manage/maya/memberships/tiers']));
  });

  it('memberships send logged-out visitors to log in and back with business-tools=memberships', async () => {
    await open('/for-artists');
    expect(new Set(await cta('Set up memberships'))).toEqual(new Set(['/auth?redirect_to=%2Ffor-artists%3Fbusiness-tools%3Dmemberships']));
  });

  it('with business-tools=memberships a logged-in user goes straight to the tiers', async () => {
    for (const page of ['/for-artists', '/for-venues-and-event-creators/memberships']) {
      const router = await open(`${page}?business-tools=memberships`, maya);
      await waitFor(() => expect(router.state.location.pathname).toBe('/manage/maya/memberships/tiers'));
      cleanup();
    }
  });

  it('with business-tools=memberships a logged-out visitor stays on the page', async () => {
    const router = await open('/for-artists?business-tools=memberships');
    expect(router.state.location.pathname).toBe('/for-artists');
    expect(await screen.findByRole('heading', { name: 'Get paid by the fans who love your work' })).toBeTruthy();
  });
});

describe('event ticketing sections', () => {
  it('marks the section that came into view with its desktop threshold', async () => {
    window.innerWidth = 1280;
    await open('/for-venues-and-event-creators');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: 'Event management' }).getAttribute('aria-current')).toBe('location');
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options.threshold).toBe(1);

    act(() => observer.show('analytics', 1));
    expect(within(nav).getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('location');
    expect(within(nav).getByRole('link', { name: 'Event management' }).getAttribute('aria-current')).toBeNull();
  });
});
