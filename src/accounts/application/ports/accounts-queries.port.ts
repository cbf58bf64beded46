import type {
  CardReaderView,
  AdminAccountView,
  AdminActionView,
  CollaboratorCandidate,
  CurrentUserView,
  FollowCounts,
  FollowProfileView,
  PageOf,
  ProfileCardView,
  ProfileSettingsView,
  ProfileView,
  ReferralPayoutView,
  TeamMemberView,
} from '../account-views.js';
import type { PaymentConnection } from '../../domain/payouts.js';

/** Port: what the accounts pages and checks read (one query port for the context). */
export abstract class AccountsQueries {
  /** Whether a user or an organization has this username; users and organizations share one namespace, compared without case. */
  abstract isUsernameTaken(username: string): Promise<boolean>;
  /** The id of the open (not deleted) user or organization with this username, compared without case; or null. */
  abstract findProfileId(username: string): Promise<string | null>;
  /** The user with their organizations in the order they joined, or null when there is no such user. */
  abstract currentUser(userId: string): Promise<CurrentUserView | null>;
  /** The public profile with this username (compared without case), with a user's public organizations; or null. */
  abstract profile(username: string): Promise<ProfileView | null>;
  /** The account settings of a profile, a user's private e-mail included, as `viewerId` sees them; null when there is none or it is closed. */
  abstract profileSettings(profileId: string, viewerId: string): Promise<ProfileSettingsView | null>;
  /**
   * Users and organizations whose username starts with `text` or whose name contains it (lowercase text,
   * without a leading @), exact and prefix matches of the username first; at most COLLABORATOR_SEARCH_LIMIT.
   */
  abstract collaborators(text: string, types: readonly ('user' | 'school')[]): Promise<CollaboratorCandidate[]>;
  /**
   * Users and organizations whose name, username or (users') e-mail contains `text` (lowercase; every account
   * when empty), without case; exact and prefix matches first, then by name. For the Super Admin panel.
   */
  abstract adminAccounts(text: string, page: number, perPage: number): Promise<PageOf<AdminAccountView>>;
  /** One account as the Super Admin panel shows it, or null. */
  abstract adminAccount(id: string): Promise<AdminAccountView | null>;
  /** What site admins did, newest first. */
  abstract adminActions(page: number, perPage: number): Promise<PageOf<AdminActionView>>;
  /** The owner's card readers, oldest first. */
  abstract cardReaders(ownerId: string): Promise<CardReaderView[]>;
  /** An organization's team, the owner first, then members and invitations in the order they were added. */
  abstract teamMembers(organizationId: string, page: number, perPage: number): Promise<PageOf<TeamMemberView>>;
  /** One row of the organization's team, or null (also when it belongs to another organization). */
  abstract teamMember(organizationId: string, id: string): Promise<TeamMemberView | null>;
  /** The owner's payment connection, or null when there is no such profile. */
  abstract paymentConnection(ownerId: string): Promise<PaymentConnection | null>;
  /** Who follows the profile, newest follow first (closed profiles left out); null when there is no such open profile. */
  abstract followers(profileId: string, viewerId: string | null, page: number, perPage: number): Promise<FollowProfileView[] | null>;
  /** Whom the profile follows, newest follow first (closed profiles left out); null when there is no such open profile. */
  abstract following(profileId: string, viewerId: string | null, page: number, perPage: number): Promise<FollowProfileView[] | null>;
  /** The profile's follower and following counts (open profiles only), and whether the viewer follows it. */
  abstract followCounts(profileId: string, viewerId: string | null): Promise<FollowCounts>;
  /**
   * Open profiles matching the user's words (name, username, description; prefixes, accents ignored), best
   * match first; with no words, the most followed first, then by name.
   */
  abstract searchProfiles(text: string, type: 'user' | 'school' | null, page: number, perPage: number, viewerId: string | null): Promise<PageOf<ProfileCardView>>;
  /** The open profiles with these ids as cards, in the order of the ids. */
  abstract profileCards(ids: readonly string[], viewerId: string | null): Promise<ProfileCardView[]>;
  /** The referral payouts recorded for the referrer, newest first. */
  abstract referralPayouts(referrerId: string, page: number, perPage: number): Promise<PageOf<ReferralPayoutView>>;
}
