import { Command } from '@nestjs/cqrs';

export class FollowProfileCommand extends Command<true> {
  constructor(
    readonly followerId: string,
    readonly profileId: string,
  ) {
    super();
  }
}
