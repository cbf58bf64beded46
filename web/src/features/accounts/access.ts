import type { CurrentUser } from '../../lib/current-user';

/** The account a management page works on: the user, one of their organizations, or (for site admins) anyone. */
export interface ManagedAccount {
  id: string;
  username: string;
  name: string;
  type: 'User' | 'School';
  avatar: string | null;
  /** The account's Developer Zone flag (false when it is not known). */
  developerZone: boolean;
  /** The account's Referral Tracker flag (false when it is not known). */
  referralTracker: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The organizations the user may manage: those they own or administer (the API's access rule). */
export const manageableOrganizations = (user: CurrentUser) => user.organizations.filter((o) => o.owner || o.admin);

/** /manage/{username}: the user themself, an owner or admin of that organization, or a site admin. */
export function canOpenManagement(user: CurrentUser | undefined, username: string): boolean {
  if (!user) return false;
  return user.siteAdmin || same(user.username, username) || manageableOrganizations(user).some((o) => same(o.username, username));
}

/** The user and their manageable organizations, as the profile switcher lists them. */
export function ownAccounts(user: CurrentUser): ManagedAccount[] {
  return [
    { id: user.id, username: user.username, name: user.name, type: 'User', avatar: user.avatar, developerZone: user.developerZone, referralTracker: user.referralTracker },
    ...manageableOrganizations(user).map((o) => ({
      id: o.id,
      username: o.username,
      name: o.name,
      type: 'School' as const,
      avatar: o.avatar,
      developerZone: o.developerZone,
      referralTracker: o.referralTracker,
    })),
  ];
}

/** The account behind /manage/{username} when it is one of the user's own; undefined otherwise (a site admin looking at someone else's). */
export const findOwnAccount = (user: CurrentUser, username: string) => ownAccounts(user).find((account) => same(account.username, username));
