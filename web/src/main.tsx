import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorScreen } from './components/layouts/error-screen';
import { NotFound } from './components/layouts/not-found';
import { takeEventSeed } from './features/ticketing/api/event-seed';
import { installErrorReporting, reportUnhandledError } from './lib/error-reporting';
import { Toasts } from './lib/toaster';
import { routeTree } from './routeTree.gen';
import './styles.css';

installErrorReporting();

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 300, staleTime: 30_000 } } });
// An event page arrives with its top drawn by the server and the event's view beside it (web/src/ssr/event-shell.tsx).
const shell = takeEventSeed(queryClient, document) !== null;
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultNotFoundComponent: () => <NotFound />,
  defaultErrorComponent: () => <ErrorScreen />,
  // A route's error boundary keeps the error from the window: report it from there.
  defaultOnCatch: (error) => reportUnhandledError(error),
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toasts />
      </QueryClientProvider>
    </StrictMode>,
  );
// The app's first render replaces the root's content. Over the server's shell it waits for the route's code, so that
// it draws the same page at once from the cached view: no blank moment, nothing moves.
if (shell) void router.load().then(render, render);
else render();
