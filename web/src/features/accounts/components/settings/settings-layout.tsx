import { Outlet } from '@tanstack/react-router';
import { TabNav, type Tab } from '../../../../components/ui/tab-nav';
import type { ManagedAccount } from '../../access';
import { useManagedAccount } from '../manage-shell';

/** `section`: every page under this path marks the tab current (e.g. /settings/team/new). */
export type SettingsTab = Tab & { section: string };

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
  if (!account) return null;
  const tabs = settingsTabs(account, native);
  return (
    <div>
      <h1 className="text-2xl font-semibold">Settings</h1>
      {tabs.length > 1 && <TabNav label="Settings" className="mt-4" tabs={tabs} />}
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
