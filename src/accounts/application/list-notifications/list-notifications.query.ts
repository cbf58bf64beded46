import { Query } from '@nestjs/cqrs';
import type { NotificationView } from '../notification-view.js';

/** The signed-in user's notifications, newest first (at most NOTIFICATIONS_LIMIT). */
export class ListNotificationsQuery extends Query<NotificationView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
