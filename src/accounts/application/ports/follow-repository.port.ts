/** A profile as a follow names it. */
export interface FollowParty {
  id: string;
  name: string;
  username: string;
}

/** Port: follows between profiles as the follow use cases change them. */
export abstract class FollowRepository {
  /** The profile when it exists and is not closed; null otherwise. */
  abstract openProfile(id: string): Promise<FollowParty | null>;
  /** Records the follow at `at`; false when it was already there (nothing changed). */
  abstract add(followerId: string, profileId: string, at: Date): Promise<boolean>;
  /** Removes the follow; false when there was none. */
  abstract remove(followerId: string, profileId: string): Promise<boolean>;
}
