import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { MESSAGES, notFound, ValidationFailed } from '../../../shared/errors.js';
import { checkListName } from '../../domain/custom-user-lists.js';
import { customUserListView, type CustomUserListView } from '../custom-user-list-view.js';
import { CustomUserListRepository } from '../ports/custom-user-list-repository.port.js';
import { CreateCustomUserListCommand } from './create-custom-user-list.command.js';

@CommandHandler(CreateCustomUserListCommand)
export class CreateCustomUserListHandler implements ICommandHandler<CreateCustomUserListCommand> {
  constructor(
    private readonly lists: CustomUserListRepository,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, name }: CreateCustomUserListCommand): Promise<CustomUserListView> {
    const checked = checkListName(name);
    if ('errors' in checked) throw new ValidationFailed(checked.errors);
    // A site admin may name any id: it must be an owner.
    if (!(await this.profiles.findByIds([ownerId])).length) throw notFound(MESSAGES.notFound);
    const list = { id: randomUUID(), ownerId, name: checked.fields.name, createdAt: this.clock.now() };
    await this.lists.add(list);
    return customUserListView({ ...list, userCount: 0 });
  }
}
