/** The name shown beside a notification that no profile made (the site's own). */
export const SITE_NAME = 'Limelight';

export const NOTIFICATION_MESSAGES = { notFound: 'Notification not found' } as const;

/** How many notifications the navigation lists, newest first. */
export const NOTIFICATIONS_LIMIT = 50;

/** One notification as the user reading it sees it (seed 000 §3 "Notification"). */
export interface NotificationView {
  id: string;
  /** Read by this user. */
  read: boolean;
  /** HTML built from escaped names and relative links. */
  content: string;
  kind: 'social' | 'business';
  /** The profile that acted, as it is now; the site for the site's own notifications. */
  user: { avatar: string | null; name: string };
  /** ISO 8601 */
  createdAt: string;
}
