import type { Currency } from '../../shared/money.js';

/** What the accounts queries answer (plain data; the HTTP layer documents it as DTOs). */
export interface OrganizationSummary {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  type: 'School';
  owner: boolean;
  admin: boolean;
  developerZone: boolean;
}

export interface CurrentUserView {
  id: string;
  name: string;
  username: string;
  email: string;
  type: 'User';
  avatar: string | null;
  siteAdmin: boolean;
  developerZone: boolean;
  organizations: OrganizationSummary[];
}

export interface ProfileView {
  id: string;
  name: string;
  username: string;
  identifier: string;
  type: 'user' | 'school';
  avatar: string | null;
  avatarThumbnail: string | null;
  banner: string | null;
  description: string;
  fullDescription: string;
  followersCount: number;
  followingCount: number;
  organizations: { id: string; username: string; name: string; avatar: string | null }[];
  hasVideos: boolean;
  hasEvents: boolean;
  hasMembershipTiers: boolean;
  membershipStatus: 'public' | 'private';
  timezone: string;
  currency: Currency;
  artist: boolean;
  social: Record<string, string>;
}

export interface ProfileSettingsView {
  id: string;
  type: 'User' | 'School';
  name: string;
  username: string;
  email: string | null;
  description: string;
  timezone: string;
  currency: Currency;
  avatar: string | null;
  banner: string | null;
  social: Record<string, string>;
  developerZone: boolean;
}

export interface CollaboratorCandidate {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  type: 'user' | 'school';
}
