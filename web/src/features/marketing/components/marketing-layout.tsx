import { Outlet } from '@tanstack/react-router';
import { TabNav } from '../../../components/ui/tab-nav';

export const marketingPath = (username: string) => `/manage/${username}/marketing`;

/** Seed 001 §2.5: the Marketing tabs, each the path of a page under /manage/{username}/marketing/. */
export const MARKETING_TABS = [
  { label: 'Global Promo Codes', path: 'global-promo-codes' },
  { label: 'Services', path: 'services' },
  { label: 'Custom Calendar', path: 'custom-calendar' },
] as const;

/** /manage/{username}/marketing/…: the heading and the tabs above the page. */
export function MarketingLayout({ username }: { username: string }) {
  const base = marketingPath(username);
  return (
    <div>
      <h1 className="text-2xl font-semibold">Marketing</h1>
      <TabNav label="Marketing" className="mt-4" tabs={MARKETING_TABS.map((tab) => ({ label: tab.label, href: `${base}/${tab.path}` }))} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
