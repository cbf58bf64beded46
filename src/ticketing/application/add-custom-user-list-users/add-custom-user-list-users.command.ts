import { Command } from '@nestjs/cqrs';

/** Add e-mail addresses to a list (the add form or a bulk import): all of them, or none. */
export class AddCustomUserListUsersCommand extends Command<{ message: string; count: number }> {
  constructor(
    readonly listId: string,
    readonly emails: unknown,
  ) {
    super();
  }
}
