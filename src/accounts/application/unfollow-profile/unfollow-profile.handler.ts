import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { notFound } from '../../../shared/errors.js';
import { profileStream, ProfileUnfollowed, type FollowEvent } from '../../contracts/account-events.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { FollowRepository } from '../ports/follow-repository.port.js';
import { UnfollowProfileCommand } from './unfollow-profile.command.js';

/** Unfollowing is idempotent: the event is appended only when a follow was removed. */
@CommandHandler(UnfollowProfileCommand)
export class UnfollowProfileHandler implements ICommandHandler<UnfollowProfileCommand> {
  constructor(
    private readonly follows: FollowRepository,
    private readonly events: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ followerId, profileId }: UnfollowProfileCommand): Promise<true> {
    if (!(await this.follows.openProfile(profileId))) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    if (await this.follows.remove(followerId, profileId)) {
      const event: FollowEvent = { type: ProfileUnfollowed, data: { followerId, profileId, unfollowedAt: this.clock.now().toISOString() } };
      await this.events.appendToStream(profileStream(followerId), [event], { expectedRevision: 'any' });
    }
    return true;
  }
}
