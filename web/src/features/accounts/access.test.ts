import { describe, expect, it } from 'vitest';
import { canOpenManagement, ownAccounts } from './access';
import type { CurrentUser } from '../../lib/current-user';
import { developerZoneEnabled, usersOnly, visibleManageTabs } from './components/manage-tabs';

const org = (username: string, owner: boolean, admin: boolean) => ({
  id: `id-${username}`,
  name: username,
  username,
  avatar: null,
  type: 'School' as const,
  owner,
  admin,
  developerZone: true,
  referralTracker: true,
});

const user: CurrentUser = {
  id: 'u1',
  name: 'Maya Lind',
  username: 'maya',
  email: 'maya@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [org('owned', true, false), org('administered', false, true), org('member', false, false)],
};

describe('management access', () => {
  it('opens for the user, their owned or administered organizations, and site admins', () => {
    expect(canOpenManagement(undefined, 'maya')).toBe(false);
    expect(canOpenManagement(user, 'Maya')).toBe(true);
    expect(canOpenManagement(user, 'owned')).toBe(true);
    expect(canOpenManagement(user, 'administered')).toBe(true);
    expect(canOpenManagement(user, 'member')).toBe(false);
    expect(canOpenManagement(user, 'someone')).toBe(false);
    expect(canOpenManagement({ ...user, siteAdmin: true }, 'someone')).toBe(true);
  });

  it('the switcher lists the user, then the organizations they manage', () => {
    expect(ownAccounts(user).map((a) => [a.username, a.type])).toEqual([
      ['maya', 'User'],
      ['owned', 'School'],
      ['administered', 'School'],
    ]);
  });
});

describe('management tabs', () => {
  const [maya, owned] = ownAccounts(user);

  it("are the seed's tabs the account has, then Profile (public page by type) and the support center", () => {
    expect(visibleManageTabs(maya).map((t) => [t.label, t.href(maya)])).toEqual([
      ['Events', '/manage/maya/events'],
      ['Memberships', '/manage/maya/memberships/tiers'],
      ['Videos', '/manage/maya/videos'],
      ['Lists', '/manage/maya/lists'],
      ['Reporting', '/manage/maya/reporting/revenue'],
      ['Marketing', '/manage/maya/marketing/global-promo-codes'],
      ['Tickets', '/manage/maya/tickets-and-subscriptions/tickets'],
      ['Settings', '/manage/maya/settings/account'],
      ['Profile', '/p/maya'],
      ['Support center', '/help'],
    ]);
    expect(visibleManageTabs(owned).find((t) => t.label === 'Profile')!.href(owned)).toBe('/o/owned');
  });

  it('hide entries whose condition fails (users-only, per-account flags)', () => {
    const tabs = [
      { label: 'Everyone', href: () => '/e' },
      { label: 'Users', href: () => '/u', visible: usersOnly },
      { label: 'Flagged', href: () => '/f', visible: developerZoneEnabled },
    ];
    expect(visibleManageTabs(maya, tabs).map((t) => t.label)).toEqual(['Everyone', 'Users']);
    expect(visibleManageTabs(owned, tabs).map((t) => t.label)).toEqual(['Everyone', 'Flagged']);
    expect(visibleManageTabs(owned).map((t) => t.label)).toContain('Developer Zone');
  });

  it('show the Referral Tracker (beta) between Tickets and Settings only when its flag is on', () => {
    expect(visibleManageTabs(maya).map((t) => t.label)).not.toContain('Referral Tracker');
    const tabs = visibleManageTabs(owned);
    const tracker = tabs.find((t) => t.label === 'Referral Tracker')!;
    expect([tracker.href(owned), tracker.beta]).toEqual(['/manage/owned/referral-tracker', true]);
    expect(tabs.map((t) => t.label).slice(tabs.indexOf(tracker) - 1, tabs.indexOf(tracker) + 2)).toEqual(['Marketing', 'Referral Tracker', 'Settings']);
  });
});
