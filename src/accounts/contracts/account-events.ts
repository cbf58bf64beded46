import type { NewEvent, RecordedEvent } from '../../shared/event-store/event-store.port.js';

/** Integration events of the accounts context, appended to stream `user-<userId>`. */
export const UserSignedUp = 'UserSignedUp' as const;

export interface UserSignedUpData {
  userId: string;
  username: string;
  /** ISO 8601 instant of the sign-up. */
  signedUpAt: string;
}

export type AccountEvent = NewEvent<typeof UserSignedUp, UserSignedUpData>;
export type RecordedAccountEvent = RecordedEvent<typeof UserSignedUp, UserSignedUpData>;

export const userStream = (userId: string): string => `user-${userId}`;

/** Follows and team changes, appended to stream `profile-<profileId>` of the profile that acted. */
export const profileStream = (profileId: string): string => `profile-${profileId}`;

export const ProfileFollowed = 'ProfileFollowed' as const;
export const ProfileUnfollowed = 'ProfileUnfollowed' as const;
export const TeamMemberAdded = 'TeamMemberAdded' as const;

export interface ProfileFollowedData {
  followerId: string;
  followerName: string;
  followerUsername: string;
  /** The followed profile (a user or an organization). */
  profileId: string;
  /** ISO 8601 */
  followedAt: string;
}

export interface ProfileUnfollowedData {
  followerId: string;
  profileId: string;
  /** ISO 8601 */
  unfollowedAt: string;
}

/** An existing user was put on an organization's team (appended to the organization's stream). */
export interface TeamMemberAddedData {
  ownerId: string;
  ownerName: string;
  ownerUsername: string;
  /** The user added. */
  profileId: string;
  role: string;
  /** ISO 8601 */
  addedAt: string;
}

export type FollowEvent =
  | NewEvent<typeof ProfileFollowed, ProfileFollowedData>
  | NewEvent<typeof ProfileUnfollowed, ProfileUnfollowedData>
  | NewEvent<typeof TeamMemberAdded, TeamMemberAddedData>;
