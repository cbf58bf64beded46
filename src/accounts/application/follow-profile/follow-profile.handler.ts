import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { profileStream, ProfileFollowed, type FollowEvent } from '../../contracts/account-events.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { FollowRepository } from '../ports/follow-repository.port.js';
import { FollowProfileCommand } from './follow-profile.command.js';

/** Following is idempotent: the event is appended only when a new follow was recorded. */
@CommandHandler(FollowProfileCommand)
export class FollowProfileHandler implements ICommandHandler<FollowProfileCommand> {
  constructor(
    private readonly follows: FollowRepository,
    private readonly events: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ followerId, profileId }: FollowProfileCommand): Promise<true> {
    if (followerId === profileId) throw unprocessable(ACCOUNT_MESSAGES.followSelf);
    const [profile, follower] = await Promise.all([this.follows.openProfile(profileId), this.follows.openProfile(followerId)]);
    if (!profile || !follower) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    const at = this.clock.now();
    if (await this.follows.add(followerId, profileId, at)) {
      const event: FollowEvent = {
        type: ProfileFollowed,
        data: { followerId, followerName: follower.name, followerUsername: follower.username, profileId, followedAt: at.toISOString() },
      };
      await this.events.appendToStream(profileStream(followerId), [event], { expectedRevision: 'any' });
    }
    return true;
  }
}
