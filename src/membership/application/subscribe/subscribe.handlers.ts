import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { forbidden, unprocessable } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { canSubscribe, remainingOf } from '../../domain/membership-rules.js';
import { SUBSCRIBE_MESSAGES, withQuery } from '../../domain/subscription-billing-rules.js';
import { ListMembershipsQuery } from '../list-memberships/list-memberships.query.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { SubscriptionBilling, type BillingPlan } from '../ports/subscription-billing.port.js';
import { TierRepository } from '../ports/tier-repository.port.js';
import { InitializeSubscriptionSessionCommand, ManageSubscriptionCommand } from './subscribe.commands.js';

/**
 * Starts the provider's hosted checkout (subscription mode, on the owner's connected account) for a price
 * that may be subscribed to now: tier and price shown, capacity left, payments connected. The subscription
 * itself is recorded when the provider's events arrive.
 */
@CommandHandler(InitializeSubscriptionSessionCommand)
export class InitializeSubscriptionSessionHandler implements ICommandHandler<InitializeSubscriptionSessionCommand> {
  constructor(
    private readonly billing: SubscriptionBilling,
    private readonly tiers: TierRepository,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, form }: InitializeSubscriptionSessionCommand): Promise<{ location: string }> {
    if (form.userId && form.userId !== userId) throw forbidden(SUBSCRIBE_MESSAGES.otherUser);
    if (!isUuid(form.ownerId) || !isUuid(form.priceId)) throw unprocessable(SUBSCRIBE_MESSAGES.priceUnavailable);
    const rows = await this.queries.tiers(form.ownerId);
    const row = rows.find((tier) => tier.prices.some((price) => price.id === form.priceId));
    const tier = row && (await this.tiers.findOfOwner(form.ownerId, row.id));
    const price = tier?.prices.find((candidate) => candidate.id === form.priceId);
    if (!row || !tier || !price) throw unprocessable(SUBSCRIBE_MESSAGES.priceUnavailable);
    const [owner] = await this.profiles.findByIds([form.ownerId]);
    if (!owner?.paymentsEnabled || !owner.paymentAccount) throw unprocessable(SUBSCRIBE_MESSAGES.paymentsOff);
    if (tier.archived || price.archived) throw unprocessable(SUBSCRIBE_MESSAGES.priceUnavailable);
    const remaining = remainingOf(row.validSubscriptionsLimit, row.membersCount);
    if (!canSubscribe({ archived: tier.archived, remaining }, price, true)) throw unprocessable(SUBSCRIBE_MESSAGES.full);
    const email = await this.profiles.accountEmail(userId);
    if (!email) throw forbidden(SUBSCRIBE_MESSAGES.otherUser);
    // One membership of a tier at a time: a member changes price or cancels in the portal instead.
    const held = await this.queryBus.execute(new ListMembershipsQuery(form.ownerId, userId));
    if (held.some((membership) => membership.tierId === tier.id)) throw unprocessable(SUBSCRIBE_MESSAGES.alreadyMember);
    const plan: BillingPlan = {
      ownerId: tier.ownerId,
      tierId: tier.id,
      tierName: tier.name,
      priceId: price.id,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      providerProductId: tier.stripeProductId,
      providerPriceId: price.stripePriceId,
      providerAccountId: tier.stripeAccountId,
    };
    const providerPriceId = await this.billing.ensurePrice(plan, owner.paymentAccount);
    const location = await this.billing.startCheckout({
      plan,
      providerPriceId,
      connectedAccount: owner.paymentAccount,
      userId,
      email,
      successPath: withQuery(form.redirectTo, 'success_message', SUBSCRIBE_MESSAGES.thanks),
      cancelPath: form.redirectTo,
    });
    return { location };
  }
}

/** Opens the provider's portal for the caller's provider-managed subscription with the owner. */
@CommandHandler(ManageSubscriptionCommand)
export class ManageSubscriptionHandler implements ICommandHandler<ManageSubscriptionCommand> {
  constructor(
    private readonly billing: SubscriptionBilling,
    private readonly queries: QueryBus,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ userId, form }: ManageSubscriptionCommand): Promise<{ location: string }> {
    if (form.userId && form.userId !== userId) throw forbidden(SUBSCRIBE_MESSAGES.otherUser);
    if (!isUuid(form.ownerId)) throw unprocessable(SUBSCRIBE_MESSAGES.noSubscription);
    const [owner] = await this.profiles.findByIds([form.ownerId]);
    if (!owner) throw unprocessable(SUBSCRIBE_MESSAGES.noSubscription);
    const memberships = await this.queries.execute(new ListMembershipsQuery(form.ownerId, userId));
    const managed = memberships.find((membership) => membership.stripeSubscription !== null);
    if (!managed?.stripeSubscription || !owner.paymentAccount) throw unprocessable(SUBSCRIBE_MESSAGES.noSubscription);
    const returnPath = form.redirectTo ?? `/${owner.type === 'School' ? 'o' : 'p'}/${owner.username}/membership`;
    const location = await this.billing.openPortal({
      ownerId: form.ownerId,
      userId,
      providerSubscriptionId: managed.stripeSubscription,
      connectedAccount: owner.paymentAccount,
      returnPath,
    });
    return { location };
  }
}
