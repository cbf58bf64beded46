import type { CollaboratorCandidate, CurrentUserView, ProfileSettingsView, ProfileView } from '../account-views.js';

/** Port: what the accounts pages and checks read (one query port for the context). */
export abstract class AccountsQueries {
  /** Whether a user or an organization has this username; users and organizations share one namespace, compared without case. */
  abstract isUsernameTaken(username: string): Promise<boolean>;
  /** The user with their organizations in the order they joined, or null when there is no such user. */
  abstract currentUser(userId: string): Promise<CurrentUserView | null>;
  /** The public profile with this username (compared without case), with a user's public organizations; or null. */
  abstract profile(username: string): Promise<ProfileView | null>;
  /** The account settings of a profile, a user's private e-mail included; or null. */
  abstract profileSettings(profileId: string): Promise<ProfileSettingsView | null>;
  /**
   * Users and organizations whose username starts with `text` or whose name contains it (lowercase text,
   * without a leading @), exact and prefix matches of the username first; at most COLLABORATOR_SEARCH_LIMIT.
   */
  abstract collaborators(text: string, types: readonly ('user' | 'school')[]): Promise<CollaboratorCandidate[]>;
}
