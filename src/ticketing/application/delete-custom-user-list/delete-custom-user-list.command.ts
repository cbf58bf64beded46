import { Command } from '@nestjs/cqrs';

/**
 * Delete a list and its addresses. Ticket types that named only this list keep their scope 'list' with no
 * list: nobody may buy them until the organizer picks another.
 */
export class DeleteCustomUserListCommand extends Command<{ message: string }> {
  constructor(readonly listId: string) {
    super();
  }
}
