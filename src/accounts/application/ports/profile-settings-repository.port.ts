import type { ProfileSettings, SettingsChanges } from '../../domain/settings-rules.js';

/** The images of a profile as a change sets them: a served URL, null to remove, left out to keep. */
export interface ImageChanges {
  avatar?: string | null;
  banner?: string | null;
}

/** Port: a profile's settings as the settings form changes them, and the closing of an account. */
export abstract class ProfileSettingsRepository {
  /** The settings of a profile that is not closed, or null. */
  abstract find(profileId: string): Promise<ProfileSettings | null>;
  /** The users marked owner in the organization's team (none for a user's own profile). */
  abstract ownerUserIds(profileId: string): Promise<string[]>;
  /**
   * Stores the changes; 'username-taken' when another account holds the username (any case, decided by the
   * database's unique index) and 'closed' when the account was closed meanwhile: then nothing changes.
   */
  abstract update(profileId: string, changes: SettingsChanges & ImageChanges): Promise<'saved' | 'username-taken' | 'closed'>;
  /**
   * Closes the account in one transaction: marked deleted, its username (and a user's e-mail) given up, a
   * user's sessions revoked, and the team rows of the profile (as organization or member) removed.
   */
  abstract close(profileId: string): Promise<void>;
}
