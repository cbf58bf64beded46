import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { CUSTOM_USER_LIST_MESSAGES } from '../../domain/custom-user-lists.js';
import { CustomUserListRepository } from '../ports/custom-user-list-repository.port.js';
import { DeleteCustomUserListCommand } from './delete-custom-user-list.command.js';

@CommandHandler(DeleteCustomUserListCommand)
export class DeleteCustomUserListHandler implements ICommandHandler<DeleteCustomUserListCommand> {
  constructor(private readonly lists: CustomUserListRepository) {}

  async execute({ listId }: DeleteCustomUserListCommand): Promise<{ message: string }> {
    if (!(await this.lists.find(listId))) throw notFound(CUSTOM_USER_LIST_MESSAGES.notFound);
    await this.lists.delete(listId);
    return { message: CUSTOM_USER_LIST_MESSAGES.deleted };
  }
}
