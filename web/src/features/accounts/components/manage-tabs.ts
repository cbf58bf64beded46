import { profilePath } from '../../../lib/profile-path';
import { SUPPORT_CENTER_URL } from '../../../lib/site';
import type { ManagedAccount } from '../access';

export interface ManageTab {
  label: string;
  href: (account: ManagedAccount) => string;
  /** Shown only when this holds (e.g. users only, or a feature flag of the account). */
  visible?: (account: ManagedAccount) => boolean;
  beta?: boolean;
  /** The tab stays marked current on every page under this path (e.g. all of /reporting/). */
  section?: (account: ManagedAccount) => string;
}

/** Conditions the seed's tabs use (seed 002 §2.6). */
export const usersOnly = (account: ManagedAccount) => account.type === 'User';
export const developerZoneEnabled = (account: ManagedAccount) => account.developerZone;
export const referralTrackerEnabled = (account: ManagedAccount) => account.referralTracker;

export const publicProfilePath = (account: Pick<ManagedAccount, 'type' | 'username'>) => profilePath(account);

/**
 * The management sidebar's tabs, in the seed's order. Only pages that exist are listed; each page adds its
 * entry where the seed places it when it is built:
 *   Events (/manage/{u}/events), Memberships (/memberships/tiers), Videos (/videos), Private Access Lists (/lists, beta),
 *   Reporting (/reporting/revenue), Marketing (/marketing/global-promo-codes),
 *   Tickets (/tickets-and-subscriptions/tickets, `visible: usersOnly`), Referral Tracker (/referral-tracker, beta, `visible: referralTrackerEnabled`),
 *   Settings (/settings/account), Developer Zone (/developer-zone, `visible: developerZoneEnabled`),
 * then Profile and the support center (the help pages).
 */
export const manageTabs: ManageTab[] = [
  { label: 'Events', href: (account) => `/manage/${account.username}/events` },
  { label: 'Memberships', href: (account) => `/manage/${account.username}/memberships/tiers`, section: (account) => `/manage/${account.username}/memberships/` },
  { label: 'Videos', href: (account) => `/manage/${account.username}/videos`, section: (account) => `/manage/${account.username}/videos/` },
  { label: 'Lists', href: (account) => `/manage/${account.username}/lists`, beta: true, section: (account) => `/manage/${account.username}/lists/` },
  { label: 'Reporting', href: (account) => `/manage/${account.username}/reporting/revenue`, section: (account) => `/manage/${account.username}/reporting/` },
  {
    label: 'Marketing',
    href: (account) => `/manage/${account.username}/marketing/global-promo-codes`,
    section: (account) => `/manage/${account.username}/marketing/`,
  },
  {
    label: 'Tickets',
    href: (account) => `/manage/${account.username}/tickets-and-subscriptions/tickets`,
    visible: usersOnly,
    section: (account) => `/manage/${account.username}/tickets-and-subscriptions/`,
  },
  { label: 'Referral Tracker', href: (account) => `/manage/${account.username}/referral-tracker`, visible: referralTrackerEnabled, beta: true },
  { label: 'Settings', href: (account) => `/manage/${account.username}/settings/account`, section: (account) => `/manage/${account.username}/settings/` },
  {
    label: 'Developer Zone',
    href: (account) => `/manage/${account.username}/developer-zone`,
    visible: developerZoneEnabled,
    section: (account) => `/manage/${account.username}/developer-zone/`,
  },
  { label: 'Profile', href: publicProfilePath },
  { label: 'Support center', href: () => SUPPORT_CENTER_URL },
];

export const visibleManageTabs = (account: ManagedAccount, tabs: ManageTab[] = manageTabs) => tabs.filter((tab) => !tab.visible || tab.visible(account));
