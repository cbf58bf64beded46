import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotificationInbox } from '../ports/notification-inbox.port.js';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command.js';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(private readonly inbox: NotificationInbox) {}

  async execute({ userId }: MarkAllNotificationsReadCommand): Promise<true> {
    await this.inbox.markAllRead(userId);
    return true;
  }
}
