import { Command } from '@nestjs/cqrs';

export class ResendInvitationCommand extends Command<{ message: string }> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
