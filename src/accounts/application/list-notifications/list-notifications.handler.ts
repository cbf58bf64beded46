import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NOTIFICATIONS_LIMIT, type NotificationView } from '../notification-view.js';
import { NotificationInbox } from '../ports/notification-inbox.port.js';
import { ListNotificationsQuery } from './list-notifications.query.js';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly inbox: NotificationInbox) {}

  execute({ userId }: ListNotificationsQuery): Promise<NotificationView[]> {
    return this.inbox.list(userId, NOTIFICATIONS_LIMIT);
  }
}
