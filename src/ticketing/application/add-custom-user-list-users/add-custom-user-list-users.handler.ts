import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../shared/clock.js';
import { notFound, ValidationFailed } from '../../../shared/errors.js';
import { alreadyInListMessage, checkListEmails, CUSTOM_USER_LIST_MESSAGES, listEmailsToLookUp, usersAddedMessage } from '../../domain/custom-user-lists.js';
import { CustomUserListRepository } from '../ports/custom-user-list-repository.port.js';
import { AddCustomUserListUsersCommand } from './add-custom-user-list-users.command.js';

@CommandHandler(AddCustomUserListUsersCommand)
export class AddCustomUserListUsersHandler implements ICommandHandler<AddCustomUserListUsersCommand> {
  constructor(
    private readonly lists: CustomUserListRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ listId, emails }: AddCustomUserListUsersCommand): Promise<{ message: string; count: number }> {
    const gone = notFound(CUSTOM_USER_LIST_MESSAGES.notFound);
    if (!(await this.lists.find(listId))) throw gone;
    const checked = checkListEmails(emails, await this.lists.emailsOnList(listId, listEmailsToLookUp(emails)));
    if ('errors' in checked) throw new ValidationFailed(checked.errors);
    const createdAt = this.clock.now();
    const users = checked.fields.emails.map((email) => ({ id: randomUUID(), listId, email, createdAt }));
    const taken = await this.lists.addUsers(listId, users);
    if (!taken) throw gone;
    // Added by someone else in the meantime.
    if (taken.length) throw new ValidationFailed([alreadyInListMessage(taken)]);
    return { message: usersAddedMessage(users.length), count: users.length };
  }
}
