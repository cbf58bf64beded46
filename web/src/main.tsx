import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { ErrorScreen } from './components/layouts/error-screen';
import { NotFound } from './components/layouts/not-found';
import { installErrorReporting, reportUnhandledError } from './lib/error-reporting';
import { routeTree } from './routeTree.gen';
import './styles.css';

installErrorReporting();

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 300, staleTime: 30_000 } } });
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" />
    </QueryClientProvider>
  </StrictMode>,
);
