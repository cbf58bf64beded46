import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useSearch } from '@tanstack/react-router';
import { AppFrame } from './-app-frame';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
});

/** The navigation and footer are hidden entirely with ?native=true (the mobile apps embed pages). */
function RootLayout() {
  const search = useSearch({ strict: false }) as { native?: unknown };
  const native = search.native === true || search.native === 'true';
  return (
    <AppFrame native={native}>
      <Outlet />
    </AppFrame>
  );
}
