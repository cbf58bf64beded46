import type { ReactNode } from 'react';
import { Footer } from '../components/layouts/footer';
import { TopNav } from '../features/accounts/components/top-nav';

/**
 * Every page's frame: the navigation, the page, the footer; the navigation and footer are hidden entirely with
 * ?native=true (the mobile apps embed pages). The root route draws it, and so does the event page's server
 * shell (web/src/ssr/event-shell.tsx), so that the page sits where the app will draw it.
 */
export function AppFrame({ native, children }: { native: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      {!native && <TopNav />}
      <div className="flex-1">{children}</div>
      {!native && <Footer />}
    </div>
  );
}
