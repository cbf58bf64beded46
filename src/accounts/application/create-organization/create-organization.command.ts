import { Command } from '@nestjs/cqrs';
import type { ProfileView } from '../account-views.js';

export class CreateOrganizationCommand extends Command<ProfileView> {
  constructor(
    readonly creatorId: string,
    readonly name: string,
    readonly username: string,
  ) {
    super();
  }
}
