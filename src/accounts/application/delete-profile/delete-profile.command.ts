import { Command } from '@nestjs/cqrs';

export class DeleteProfileCommand extends Command<{ message: string }> {
  constructor(
    readonly profileId: string,
    readonly callerId: string,
  ) {
    super();
  }
}
