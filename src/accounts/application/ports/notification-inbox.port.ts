import type { NotificationView } from '../notification-view.js';

/**
 * Port: the notifications a user sees (their own, and those of organizations they own or whose team
 * they are on with notifications turned on), and the user's read marks.
 */
export abstract class NotificationInbox {
  /** The newest `limit` notifications the user sees, newest first. */
  abstract list(userId: string, limit: number): Promise<NotificationView[]>;
  /** Marks one read for the user; false when the user does not see such a notification. */
  abstract markRead(userId: string, notificationId: string): Promise<boolean>;
  /** Marks every notification the user sees read. */
  abstract markAllRead(userId: string): Promise<void>;
}
