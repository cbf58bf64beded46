import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TabNav } from '../components/ui/tab-nav';

export const Route = createFileRoute('/discover')({ component: DiscoverLayout });

const tabs = [
  { label: 'Featured', href: '/discover/featured' },
  { label: 'All', href: '/discover/all' },
] as const;

/** Explore: the featured events and everything else, as two tabs. */
function DiscoverLayout() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Explore</h1>
      <p className="mt-2 text-neutral-600">Events, artists and videos from the creative community on Limelight.</p>
      <TabNav label="Explore" tabs={tabs} className="mt-6" />
      <div className="mt-8">
        <Outlet />
      </div>
    </main>
  );
}
