/** What other contexts may know of profiles (owners): the accounts context answers through this port. */
export interface ProfileSummary {
  id: string;
  name: string;
  username: string;
  type: 'User' | 'School';
  avatar: string | null;
  /** A payment account is connected, so paid tickets can be sold. */
  paymentsEnabled: boolean;
}

export abstract class ProfileDirectory {
  abstract findByIds(ids: readonly string[]): Promise<ProfileSummary[]>;
}
