import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { isUuid } from '../../../shared/ids.js';
import { notFound, unprocessable, ValidationFailed } from '../../../shared/errors.js';
import { cleanName, isInterval, MEMBER_MESSAGES, parseExpiry } from '../../domain/member-rules.js';
import { decide, type TierPrice } from '../../domain/subscription.js';
import { memberView, recordOf, type MemberView } from '../member-view.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { Subscriptions } from '../subscription-repository.js';
import { ChangeMemberCommand } from './change-member.command.js';

/** Changes a member added by hand: name, tier and price (of the chosen interval), expiry. */
@CommandHandler(ChangeMemberCommand)
export class ChangeMemberHandler implements ICommandHandler<ChangeMemberCommand> {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly queries: MembershipQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId, input }: ChangeMemberCommand): Promise<MemberView> {
    const name = input.name === undefined ? undefined : cleanName(input.name);
    const expiresAt = parseExpiry(input.expiresAt);
    const problems: { message: string; field: string }[] = [];
    if (name === null) problems.push({ message: MEMBER_MESSAGES.nameRequired, field: 'name' });
    if (input.tierId !== undefined && !isUuid(input.tierId)) problems.push({ message: MEMBER_MESSAGES.tierRequired, field: 'tierId' });
    if (input.priceInterval !== undefined && !isInterval(input.priceInterval)) problems.push({ message: MEMBER_MESSAGES.intervalRequired, field: 'priceInterval' });
    if (expiresAt === false) problems.push({ message: MEMBER_MESSAGES.invalidExpiry, field: 'expiresAt' });
    if (problems.length || name === null || expiresAt === false) throw new ValidationFailed(problems);

    const current = (await this.subscriptions.get(subscriptionId)).snapshot!;
    if (current.source !== 'manual') throw unprocessable(MEMBER_MESSAGES.providerManaged);
    let tier: TierPrice | undefined;
    const tierId = isUuid(input.tierId) ? input.tierId : current.tierId;
    const interval = isInterval(input.priceInterval) ? input.priceInterval : current.interval;
    if (tierId !== current.tierId || interval !== current.interval) {
      const found = await this.queries.tierPriceOfInterval(current.ownerId, tierId, interval);
      if (!found) throw notFound(MEMBER_MESSAGES.tierNotFound);
      if (!found.price) throw unprocessable(MEMBER_MESSAGES.noPrice(interval));
      if (tierId !== current.tierId && (await this.queries.isMemberOfTier(tierId, { email: current.member.email, userId: current.member.userId }, subscriptionId))) {
        throw unprocessable(MEMBER_MESSAGES.alreadyMember);
      }
      tier = found.price;
    }
    const now = this.clock.now();
    const { state } = await this.subscriptions.execute(subscriptionId, (fresh) =>
      decide({ type: 'ChangeMember', tier, name: name ?? undefined, expiresAt, now: now.toISOString() }, fresh),
    );
    return memberView(recordOf(state.snapshot!), now);
  }
}
