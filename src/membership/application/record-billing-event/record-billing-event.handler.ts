import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { MEMBER_MESSAGES } from '../../domain/member-rules.js';
import { decide } from '../../domain/subscription.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { paymentIdOf, subscriptionIdOf } from '../subscription-ids.js';
import { Subscriptions } from '../subscription-repository.js';
import { RecordBillingEventCommand } from './record-billing-event.command.js';

/**
 * Applies what the payment provider reported to the subscription it names (one stream per provider
 * subscription), with the tier, price, owner and subscriber as they are now.
 */
@CommandHandler(RecordBillingEventCommand)
export class RecordBillingEventHandler implements ICommandHandler<RecordBillingEventCommand> {
  constructor(
    private readonly subscriptions: Subscriptions,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ facts }: RecordBillingEventCommand): Promise<{ subscriptionId: string }> {
    const subscriptionId = subscriptionIdOf(facts.source, facts.providerSubscriptionId);
    const [price, profiles, email] = await Promise.all([
      this.queries.tierPrice(facts.ownerId, facts.tierId, facts.priceId),
      this.profiles.findByIds([facts.ownerId, facts.userId]),
      this.profiles.accountEmail(facts.userId),
    ]);
    if (!price) throw notFound(MEMBER_MESSAGES.tierNotFound);
    const owner = profiles.find((p) => p.id === facts.ownerId);
    // A subscription of another provider account names this owner's ids in vain: only the owner's own account sells their tiers.
    if (facts.providerAccount !== undefined && owner?.paymentAccount !== facts.providerAccount) return { subscriptionId };
    const member = profiles.find((p) => p.id === facts.userId);
    const context = {
      tierName: price.tierName,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      ownerUsername: owner?.username ?? '',
      member: { userId: facts.userId, name: member?.name ?? '', email: email ?? '' },
    };
    const paymentId = facts.change.kind === 'payment_succeeded' ? paymentIdOf(facts.change.providerPaymentId) : undefined;
    await this.subscriptions.execute(subscriptionId, (state) => decide({ type: 'RecordBillingEvent', subscriptionId, facts, context, paymentId }, state));
    return { subscriptionId };
  }
}
