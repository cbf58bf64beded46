import { Command } from '@nestjs/cqrs';

/** Take an address (by its id) off its list. */
export class RemoveCustomUserListUserCommand extends Command<{ message: string }> {
  constructor(readonly listUserId: string) {
    super();
  }
}
