import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { isUuid } from '../../../shared/ids.js';
import { notFound, unprocessable, ValidationFailed } from '../../../shared/errors.js';
import { cleanName, isEmail, isInterval, MEMBER_MESSAGES, parseExpiry } from '../../domain/member-rules.js';
import { decide } from '../../domain/subscription.js';
import { memberView, recordOf, type MemberView } from '../member-view.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { newSubscriptionId } from '../subscription-ids.js';
import { Subscriptions } from '../subscription-repository.js';
import { AddMemberCommand } from './add-member.command.js';

/** Adds a member by hand: invited (no payment) to the tier's price of the chosen interval; the member gets an invitation e-mail. */
@CommandHandler(AddMemberCommand)
export class AddMemberHandler implements ICommandHandler<AddMemberCommand> {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, input }: AddMemberCommand): Promise<MemberView> {
    const name = cleanName(input.name);
    const expiresAt = parseExpiry(input.expiresAt);
    const problems: { message: string; field: string }[] = [];
    if (!name) problems.push({ message: MEMBER_MESSAGES.nameRequired, field: 'name' });
    if (!isEmail(input.email)) problems.push({ message: MEMBER_MESSAGES.invalidEmail, field: 'email' });
    if (!isUuid(input.tierId)) problems.push({ message: MEMBER_MESSAGES.tierRequired, field: 'tierId' });
    if (!isInterval(input.priceInterval)) problems.push({ message: MEMBER_MESSAGES.intervalRequired, field: 'priceInterval' });
    if (expiresAt === false) problems.push({ message: MEMBER_MESSAGES.invalidExpiry, field: 'expiresAt' });
    if (problems.length || !name || !isEmail(input.email) || !isUuid(input.tierId) || !isInterval(input.priceInterval) || expiresAt === false) {
      throw new ValidationFailed(problems);
    }
    const email = input.email.trim().toLowerCase();
    const found = await this.queries.tierPriceOfInterval(ownerId, input.tierId, input.priceInterval);
    if (!found) throw notFound(MEMBER_MESSAGES.tierNotFound);
    if (!found.price) throw unprocessable(MEMBER_MESSAGES.noPrice(input.priceInterval));
    // Someone who already has an account is linked to it: the membership counts for them (members-only tickets, benefits).
    const userId = await this.queries.accountIdByEmail(email);
    if (await this.queries.isMemberOfTier(input.tierId, { email, userId })) throw unprocessable(MEMBER_MESSAGES.alreadyMember);
    const [owner] = await this.profiles.findByIds([ownerId]);
    const subscriptionId = newSubscriptionId();
    const now = this.clock.now();
    const { state } = await this.subscriptions.execute(subscriptionId, (current) =>
      decide(
        { type: 'AddMember', subscriptionId, ownerId, ownerUsername: owner?.username ?? '', tier: found.price!, member: { userId, name, email }, expiresAt: expiresAt ?? null, now: now.toISOString() },
        current,
      ),
    );
    return memberView(recordOf(state.snapshot!), now);
  }
}
