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
