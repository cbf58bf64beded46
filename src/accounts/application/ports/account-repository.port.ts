import type { Profile, TeamMember, UserLogin } from '../../domain/account.js';

export interface NewUser {
  username: string;
  name: string;
  email: string;
  passwordHash: string;
  siteAdmin: boolean;
  /** The profile whose referral link the user signed up through, or null. */
  referredBy: string | null;
}

export interface NewOrganization {
  username: string;
  name: string;
  /** Referred by whoever referred its creator, or null. */
  referredBy: string | null;
}

/** The unique field another account already holds: the database's answer when two sign-ups race for it. */
export interface AlreadyTaken {
  taken: 'username' | 'email';
}

/** Port: user and organization accounts, as sign-up, log-in and the creation of organizations change them. */
export abstract class AccountRepository {
  /** The sign-in of the user with this (normalized) e-mail, or null. */
  abstract findUserByEmail(email: string): Promise<UserLogin | null>;
  /** Adds a user with their profile, both or neither. */
  abstract addUser(user: NewUser): Promise<Profile | AlreadyTaken>;
  /** Adds an organization with the first member of its team, both or neither. */
  abstract addOrganization(organization: NewOrganization, founder: TeamMember): Promise<Profile | AlreadyTaken>;
  /** The profile that referred this one, or null (none, or no such profile). */
  abstract referrerOf(profileId: string): Promise<string | null>;
}
