import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useSearch } from '@tanstack/react-router';
import { Footer } from '../components/layouts/footer';
import { TopNav } from '../features/accounts/components/top-nav';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
});

/** The navigation and footer are hidden entirely with ?native=true (the mobile apps embed pages). */
function RootLayout() {
  const search = useSearch({ strict: false }) as { native?: unknown };
  const native = search.native === true || search.native === 'true';
  return (
    <div className="flex min-h-screen flex-col">
      {!native && <TopNav />}
      <div className="flex-1">
        <Outlet />
      </div>
      {!native && <Footer />}
    </div>
  );
}
