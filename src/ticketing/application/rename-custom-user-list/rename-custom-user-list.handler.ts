import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, ValidationFailed } from '../../../shared/errors.js';
import { checkListName, CUSTOM_USER_LIST_MESSAGES } from '../../domain/custom-user-lists.js';
import { customUserListView, type CustomUserListView } from '../custom-user-list-view.js';
import { CustomUserListRepository } from '../ports/custom-user-list-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { RenameCustomUserListCommand } from './rename-custom-user-list.command.js';

@CommandHandler(RenameCustomUserListCommand)
export class RenameCustomUserListHandler implements ICommandHandler<RenameCustomUserListCommand> {
  constructor(
    private readonly lists: CustomUserListRepository,
    private readonly queries: TicketingQueries,
  ) {}

  async execute({ listId, name }: RenameCustomUserListCommand): Promise<CustomUserListView> {
    if (!(await this.lists.find(listId))) throw notFound(CUSTOM_USER_LIST_MESSAGES.notFound);
    const checked = checkListName(name);
    if ('errors' in checked) throw new ValidationFailed(checked.errors);
    await this.lists.rename(listId, checked.fields.name);
    const renamed = await this.queries.customUserList(listId);
    if (!renamed) throw notFound(CUSTOM_USER_LIST_MESSAGES.notFound);
    return customUserListView(renamed);
  }
}
