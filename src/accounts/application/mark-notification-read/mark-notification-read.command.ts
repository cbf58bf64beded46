import { Command } from '@nestjs/cqrs';

/** Marks one of the user's notifications read (again: no change). */
export class MarkNotificationReadCommand extends Command<true> {
  constructor(
    readonly userId: string,
    readonly notificationId: string,
  ) {
    super();
  }
}
