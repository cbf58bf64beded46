import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { decide } from '../../domain/subscription.js';
import { Subscriptions } from '../subscription-repository.js';
import { RemoveMemberCommand } from './remove-member.command.js';

/** Removes a member added by hand: the membership ends now and leaves the members list. */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId }: RemoveMemberCommand): Promise<true> {
    const now = this.clock.now().toISOString();
    await this.subscriptions.execute(subscriptionId, (state) => decide({ type: 'RemoveMember', now }, state));
    return true;
  }
}
