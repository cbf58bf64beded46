import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { NOTIFICATION_MESSAGES } from '../notification-view.js';
import { NotificationInbox } from '../ports/notification-inbox.port.js';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(private readonly inbox: NotificationInbox) {}

  async execute({ userId, notificationId }: MarkNotificationReadCommand): Promise<true> {
    // Another user's notification answers as one that does not exist.
    if (!isUuid(notificationId) || !(await this.inbox.markRead(userId, notificationId))) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return true;
  }
}
