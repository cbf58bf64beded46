import { Command } from '@nestjs/cqrs';

/** Marks every notification the user sees read. */
export class MarkAllNotificationsReadCommand extends Command<true> {
  constructor(readonly userId: string) {
    super();
  }
}
