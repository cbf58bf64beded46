import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../lib/api/client';
import { routeTree } from '../routeTree.gen';

window.scrollTo = (() => undefined) as typeof window.scrollTo;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The app's own routes, opened at `path` as a visitor following a link would. */
async function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  // The router loads the route itself, once, as in the browser.
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

const EVENT = '5b0c8f7e-4f6a-4c59-9d57-0b6f8a7d2c11';

describe('/promote/{ownerUsername}/{eventId}', () => {
  it('remembers the promoter through the cookie call, then shows the event in place of the link', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockResolvedValue({ data: { message: 'Cookie set' }, response: new Response() } as never);
    const router = await open(`/promote/priya/${EVENT}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${EVENT}`));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/cookies/set', { body: { courseId: EVENT, promoterUsername: 'priya', name: 'promoter' } });
    // The link's address is replaced: going back does not set the cookie again.
    expect(router.history.length).toBe(1);
  });

  it('still shows the event when the cookie call is refused or cannot be made', async () => {
    for (const reply of [
      () => Promise.resolve({ error: { message: 'Promoter not found' }, response: new Response(null, { status: 404 }) }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      vi.spyOn(fetchClient, 'POST').mockImplementation(reply as never);
      const router = await open(`/promote/nobody/${EVENT}`);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${EVENT}`));
      cleanup();
      vi.restoreAllMocks();
    }
  });
});
