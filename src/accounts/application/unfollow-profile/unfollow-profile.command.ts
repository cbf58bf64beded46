import { Command } from '@nestjs/cqrs';

export class UnfollowProfileCommand extends Command<true> {
  constructor(
    readonly followerId: string,
    readonly profileId: string,
  ) {
    super();
  }
}
