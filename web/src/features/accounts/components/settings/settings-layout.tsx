import { Outlet, useLocation } from '@tanstack/react-router';
import { AppLink } from '../../../../components/ui/app-link';
import type { ManagedAccount } from '../../access';
import { useManagedAccount } from '../manage-shell';

export interface SettingsTab {
  label: string;
  href: string;
  /** Every page under this path marks the tab current (e.g. /settings/team/new). */
  section: string;
}

/**
 * The settings tabs (seed 001 §2.1): Account; Payouts, hidden in the native app (native=true); Team, for
 * organizations only and hidden in the native app. Links keep `native`.
 */
export function settingsTabs(account: Pick<ManagedAccount, 'username' | 'type'>, native: boolean): SettingsTab[] {
  const base = `/manage/${account.username}/settings`;
  const query = native ? '?native=true' : '';
  const tab = (label: string, path: string) => ({ label, href: `${base}/${path}${query}`, section: `${base}/${path}` });
  return [tab('Account', 'account'), ...(native ? [] : [tab('Payouts', 'payouts')]), ...(account.type === 'School' && !native ? [tab('Team', 'team')] : [])];
}

/** /manage/{username}/settings/…: the tabs above the page. */
export function SettingsLayout({ username, native }: { username: string; native: boolean }) {
  const { account } = useManagedAccount(username);
  const { pathname } = useLocation();
  if (!account) return null;
  const tabs = settingsTabs(account, native);
  return (
    <div>
      <h1 className="text-2xl font-semibold">Settings</h1>
      {tabs.length > 1 && (
        <nav aria-label="Settings" className="mt-4 flex gap-1 border-b border-neutral-200">
          {tabs.map((tab) => {
            const current = pathname === tab.section || pathname.startsWith(`${tab.section}/`);
            return (
              <AppLink
                key={tab.label}
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-neutral-900 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
              >
                {tab.label}
              </AppLink>
            );
          })}
        </nav>
      )}
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
