import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { CUSTOM_USER_LIST_MESSAGES } from '../../domain/custom-user-lists.js';
import { CustomUserListRepository } from '../ports/custom-user-list-repository.port.js';
import { RemoveCustomUserListUserCommand } from './remove-custom-user-list-user.command.js';

@CommandHandler(RemoveCustomUserListUserCommand)
export class RemoveCustomUserListUserHandler implements ICommandHandler<RemoveCustomUserListUserCommand> {
  constructor(private readonly lists: CustomUserListRepository) {}

  async execute({ listUserId }: RemoveCustomUserListUserCommand): Promise<{ message: string }> {
    if (!(await this.lists.removeUser(listUserId))) throw notFound(CUSTOM_USER_LIST_MESSAGES.userNotFound);
    return { message: CUSTOM_USER_LIST_MESSAGES.userRemoved };
  }
}
