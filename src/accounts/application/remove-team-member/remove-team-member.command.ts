import { Command } from '@nestjs/cqrs';

export class RemoveTeamMemberCommand extends Command<{ message: string }> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
