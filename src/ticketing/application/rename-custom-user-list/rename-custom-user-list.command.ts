import { Command } from '@nestjs/cqrs';
import type { CustomUserListView } from '../custom-user-list-view.js';

/** Give a list another name. */
export class RenameCustomUserListCommand extends Command<CustomUserListView> {
  constructor(
    readonly listId: string,
    readonly name: unknown,
  ) {
    super();
  }
}
