import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { unprocessable } from '../../../shared/errors.js';
import { MEMBER_MESSAGES } from '../../domain/member-rules.js';
import { decide } from '../../domain/subscription.js';
import { membershipView, recordOf, type MembershipView } from '../member-view.js';
import { ClaimTokens } from '../ports/claim-tokens.port.js';
import { Subscriptions } from '../subscription-repository.js';
import { ClaimMembershipCommand } from './claim-membership.command.js';

/**
 * Links a member added by hand to the caller's account. Sign-up does not prove an e-mail address, so
 * memberships are never linked by address; the signed link of the invitation e-mail proves the caller
 * read it. Answers the caller's membership as GET /v1/memberships shows it.
 */
@CommandHandler(ClaimMembershipCommand)
export class ClaimMembershipHandler implements ICommandHandler<ClaimMembershipCommand> {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly tokens: ClaimTokens,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, token }: ClaimMembershipCommand): Promise<MembershipView> {
    const subscriptionId = await this.tokens.verify(token);
    if (!subscriptionId) throw unprocessable(MEMBER_MESSAGES.claimInvalid);
    const now = this.clock.now().toISOString();
    const { state } = await this.subscriptions.execute(subscriptionId, (current) => decide({ type: 'LinkMember', userId, now }, current));
    return membershipView(recordOf(state.snapshot!));
  }
}
