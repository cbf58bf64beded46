import type { Currency } from '../../shared/money.js';
import type { ProfileSettings } from '../domain/settings-rules.js';
import type { FeatureFlags } from '../domain/feature-flags.js';

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
  referralTracker: boolean;
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
  referralTracker: boolean;
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
  /** The signed-in viewer follows the profile (false when logged out). */
  following: boolean;
  organizations: { id: string; username: string; name: string; avatar: string | null }[];
  hasVideos: boolean;
  hasEvents: boolean;
  hasMembershipTiers: boolean;
  membershipStatus: 'public' | 'private';
  /** The viewer holds one of the owner's membership tiers. */
  member: boolean;
  timezone: string;
  currency: Currency;
  artist: boolean;
  social: Record<string, string>;
}

/** The settings form's fields with what the page also shows: a user's private e-mail, the payment account, who may delete. */
export interface ProfileSettingsView extends ProfileSettings {
  /** A user's private (sign-in) e-mail, read-only; null for organizations. */
  email: string | null;
  stripeAccountId: string | null;
  developerZone: boolean;
  referralTracker: boolean;
  /** Whether the caller may delete the account: the profile's own user or an owner of the organization's team. */
  canDelete: boolean;
}

export interface CollaboratorCandidate {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  type: 'user' | 'school';
}

/** One page of a list, as the Super Admin panel pages through it. */
export interface PageOf<T> {
  data: T[];
  page: number;
  perPage: number;
  totalCount: number;
}

/** An account as the Super Admin panel lists it: a user's private e-mail and every feature flag included. */
export interface AdminAccountView {
  id: string;
  type: 'User' | 'School';
  name: string;
  username: string;
  /** Users only (organizations have no sign-in). */
  email: string | null;
  /** ISO 8601. */
  createdAt: string;
  flags: FeatureFlags;
}

/** What a site admin did, to which account and when; names are null once an account is deleted. */
export interface AdminActionView {
  id: string;
  /** ISO 8601. */
  at: string;
  actor: { id: string; name: string | null; username: string | null };
  action: string;
  target: { id: string; name: string | null; username: string | null; type: 'User' | 'School' | null };
  detail: Record<string, unknown>;
}

/** A row of an organization's team; `invited` rows are pending invitations (no user yet). */
export interface TeamMemberView {
  id: string;
  /** The role label. */
  name: string;
  owner: boolean;
  admin: boolean;
  receiveNotifications: boolean;
  hidden: boolean;
  invited: boolean;
  email: string | null;
  user: { id: string; name: string; avatar: string | null; username: string; type: 'user' } | null;
}

/** A card reader of an owner (the payouts page lists them; box-office sales pick one). */
export interface CardReaderView {
  id: string;
  name: string;
  stripeReaderId: string;
  stripeSerialNumber: string;
}

/** A profile in a followers or following list; `following`: the viewer follows it. */
export interface FollowProfileView {
  id: string;
  name: string;
  username: string;
  type: 'user' | 'school';
  avatar: string | null;
  avatarThumbnail: string | null;
  following: boolean;
}

/** A profile as the profile directory (search, organizers) shows it; `description` is plain text, at most 200 characters. */
export interface ProfileCardView extends FollowProfileView {
  banner: string | null;
  description: string;
  followersCount: number;
}

/** What the profile page counts and shows the viewer about follows. */
export interface FollowCounts {
  followersCount: number;
  followingCount: number;
  following: boolean;
}

/** A referral payout a site admin recorded for a referrer. */
export interface ReferralPayoutView {
  id: string;
  /** ISO 8601. */
  paidAt: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
}
