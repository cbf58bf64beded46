import type { Currency } from '../../shared/money.js';

/** A user or an organization (type School). */
export type ProfileType = 'User' | 'School';

/** A profile is an owner: a user or an organization. Usernames are unique across both, compared without case. */
export interface Profile {
  id: string;
  type: ProfileType;
  username: string;
  name: string;
  description: string;
  avatar: string | null;
  banner: string | null;
  timezone: string;
  currency: Currency;
  social: Record<string, string>;
  developerZone: boolean;
  createdAt: Date;
}

/** How a user signs in; the same id as their profile. */
export interface UserLogin {
  id: string;
  /** Trimmed and lowercased. */
  email: string;
  passwordHash: string;
}

/** A user's place in an organization's team; `role` is the label shown for it. */
export interface TeamMember {
  userId: string;
  role: string;
  owner: boolean;
  admin: boolean;
}
