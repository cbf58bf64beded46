import { Command } from '@nestjs/cqrs';
import type { CustomUserListView } from '../custom-user-list-view.js';

/** Start an empty list for the owner. */
export class CreateCustomUserListCommand extends Command<CustomUserListView> {
  constructor(
    readonly ownerId: string,
    readonly name: unknown,
  ) {
    super();
  }
}
