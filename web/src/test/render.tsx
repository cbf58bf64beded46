import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `ui` inside a router (memory history at `path`) and a query client whose cache is seeded with `data`
 * (pairs of query key and answer), so components read their queries without any request.
 */
// jsdom has no scrolling; the router scrolls on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

export function renderWithProviders(ui: ReactNode, { path = '/', data = [] }: { path?: string; data?: [readonly unknown[], unknown][] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
