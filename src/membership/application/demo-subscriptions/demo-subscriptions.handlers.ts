import { Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { demoCardRefusal } from '../../../checkout/contracts/demo-cards.js';
import { Clock } from '../../../shared/clock.js';
import { forbidden, MESSAGES, notFound, unprocessable } from '../../../shared/errors.js';
import type { BillingFacts } from '../../domain/billing-facts.js';
import type { Tier } from '../../domain/membership-rules.js';
import { periodEnd, SUBSCRIBE_MESSAGES } from '../../domain/subscription-billing-rules.js';
import { DemoSubscriptions, type DemoSubscription } from '../ports/demo-subscriptions.port.js';
import { SubscriptionBilling } from '../ports/subscription-billing.port.js';
import { TierRepository } from '../ports/tier-repository.port.js';
import { RecordBillingEventCommand } from '../record-billing-event/record-billing-event.command.js';
import {
  ActOnDemoSubscriptionCommand,
  CompleteDemoSessionCommand,
  GetDemoSessionQuery,
  ListDemoSubscriptionsQuery,
  type DemoSessionView,
  type DemoSubscriptionView,
} from './demo-subscriptions.messages.js';

/**
 * The demo gateway plays the payment provider: its checkout, its portal and the passing of time. Every step
 * is recorded through the same BillingFacts a Stripe webhook would bring, so the Subscription cannot tell
 * the difference. With Stripe configured, none of it exists (404). The bases are injectable so that the
 * handlers without a constructor of their own inherit their dependencies.
 */
@Injectable()
abstract class DemoGatewayStep {
  constructor(
    protected readonly billing: SubscriptionBilling,
    protected readonly demo: DemoSubscriptions,
    protected readonly tiers: TierRepository,
  ) {}

  protected onlyInDemo(): void {
    if (this.billing.kind !== 'demo') throw notFound(MESSAGES.notFound);
  }

  protected async tierOf(subscription: { ownerId: string; tierId: string }): Promise<Tier> {
    const tier = await this.tiers.findOfOwner(subscription.ownerId, subscription.tierId);
    if (!tier) throw unprocessable(SUBSCRIBE_MESSAGES.priceUnavailable);
    return tier;
  }
}

function priceOf(tier: Tier, priceId: string) {
  const price = tier.prices.find((candidate) => candidate.id === priceId);
  if (!price) throw unprocessable(SUBSCRIBE_MESSAGES.priceUnavailable);
  return price;
}

/** The facts of one step, `offset` ms after `at` (each fact must be newer news than the one before). */
function facts(subscription: DemoSubscription, at: Date, offset: number, change: BillingFacts['change']): BillingFacts {
  return {
    eventId: `demo_evt_${randomUUID()}`,
    occurredAt: new Date(at.getTime() + offset).toISOString(),
    source: 'demo',
    providerSubscriptionId: subscription.id,
    ownerId: subscription.ownerId,
    tierId: subscription.tierId,
    priceId: subscription.priceId,
    userId: subscription.userId,
    change,
  };
}

const statusFacts = (subscription: DemoSubscription): BillingFacts['change'] => ({
  kind: 'subscription',
  status: subscription.status,
  currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
});

/** A step that tells the Subscription what happened, as the provider's webhooks would. */
@Injectable()
abstract class RecordingDemoStep extends DemoGatewayStep {
  constructor(
    billing: SubscriptionBilling,
    demo: DemoSubscriptions,
    tiers: TierRepository,
    private readonly commands: CommandBus,
    protected readonly clock: Clock,
  ) {
    super(billing, demo, tiers);
  }

  /** Records the changes in order, each a millisecond after the one before, from `at`. */
  protected async record(subscription: DemoSubscription, at: Date, changes: readonly BillingFacts['change'][]): Promise<void> {
    for (const [offset, change] of changes.entries()) await this.commands.execute(new RecordBillingEventCommand(facts(subscription, at, offset, change)));
  }
}

@QueryHandler(GetDemoSessionQuery)
export class GetDemoSessionHandler extends DemoGatewayStep implements IQueryHandler<GetDemoSessionQuery> {
  constructor(
    billing: SubscriptionBilling,
    demo: DemoSubscriptions,
    tiers: TierRepository,
    private readonly profiles: ProfileDirectory,
  ) {
    super(billing, demo, tiers);
  }

  async execute({ sessionId, userId }: GetDemoSessionQuery): Promise<DemoSessionView> {
    this.onlyInDemo();
    const session = await this.demo.session(sessionId);
    if (!session) throw notFound(SUBSCRIBE_MESSAGES.sessionNotFound);
    if (session.userId !== userId) throw forbidden(SUBSCRIBE_MESSAGES.notYours);
    const tier = await this.tierOf(session);
    const price = priceOf(tier, session.priceId);
    const [owner] = await this.profiles.findByIds([session.ownerId]);
    if (!owner) throw notFound(SUBSCRIBE_MESSAGES.sessionNotFound);
    return {
      id: session.id,
      status: session.status,
      ownerName: owner.name,
      ownerUsername: owner.username,
      ownerType: owner.type,
      tierName: tier.name,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      cancelUrl: session.cancelUrl,
    };
  }
}

@CommandHandler(CompleteDemoSessionCommand)
export class CompleteDemoSessionHandler extends RecordingDemoStep implements ICommandHandler<CompleteDemoSessionCommand> {
  async execute({ sessionId, userId, cardNumber }: CompleteDemoSessionCommand): Promise<{ redirectTo: string }> {
    this.onlyInDemo();
    const session = await this.demo.session(sessionId);
    if (!session) throw notFound(SUBSCRIBE_MESSAGES.sessionNotFound);
    if (session.userId !== userId) throw forbidden(SUBSCRIBE_MESSAGES.notYours);
    if (session.status === 'complete') return { redirectTo: session.successUrl };
    const refusal = demoCardRefusal(cardNumber);
    if (refusal) throw unprocessable(refusal);
    const price = priceOf(await this.tierOf(session), session.priceId);
    const now = this.clock.now();
    const started = await this.demo.completeSession(session.id, {
      id: '',
      ownerId: session.ownerId,
      tierId: session.tierId,
      priceId: session.priceId,
      userId: session.userId,
      status: 'active',
      currentPeriodEnd: periodEnd(now, price.interval),
      cancelAtPeriodEnd: false,
      lastEventAt: new Date(now.getTime() + 1),
    });
    // Paid twice at once (two tabs): the first completion made the subscription.
    if (!started) return { redirectTo: session.successUrl };
    const paid: BillingFacts['change'] = {
      kind: 'payment_succeeded',
      providerPaymentId: `demo_in_${randomUUID()}`,
      amount: price.amount,
      currency: price.currency,
      periodEnd: started.currentPeriodEnd.toISOString(),
      firstPayment: true,
      providerFee: 0,
    };
    await this.record(started, now, [paid, statusFacts(started)]);
    return { redirectTo: session.successUrl };
  }
}

@QueryHandler(ListDemoSubscriptionsQuery)
export class ListDemoSubscriptionsHandler extends DemoGatewayStep implements IQueryHandler<ListDemoSubscriptionsQuery> {
  async execute({ userId, ownerId }: ListDemoSubscriptionsQuery): Promise<DemoSubscriptionView[]> {
    this.onlyInDemo();
    const views: DemoSubscriptionView[] = [];
    for (const subscription of await this.demo.subscriptionsOf(userId, ownerId)) {
      const tier = await this.tiers.findOfOwner(subscription.ownerId, subscription.tierId);
      const price = tier?.prices.find((candidate) => candidate.id === subscription.priceId);
      if (!tier || !price) continue;
      views.push({
        subscriptionId: subscription.id,
        tierName: tier.name,
        priceId: price.id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        prices: tier.prices.filter((candidate) => !candidate.archived || candidate.id === price.id).map((candidate) => ({ id: candidate.id, amount: candidate.amount, interval: candidate.interval })),
      });
    }
    return views;
  }
}

@CommandHandler(ActOnDemoSubscriptionCommand)
export class ActOnDemoSubscriptionHandler extends RecordingDemoStep implements ICommandHandler<ActOnDemoSubscriptionCommand> {
  async execute({ subscriptionId, caller, action, priceId }: ActOnDemoSubscriptionCommand): Promise<true> {
    this.onlyInDemo();
    const current = await this.demo.subscription(subscriptionId);
    if (!current) throw notFound(SUBSCRIBE_MESSAGES.subscriptionNotFound);
    if (current.userId !== caller.userId && !caller.siteAdmin) throw forbidden(SUBSCRIBE_MESSAGES.notYours);
    if (current.status === 'canceled') throw unprocessable(SUBSCRIBE_MESSAGES.subscriptionEnded);
    // Two steps within one millisecond still tell their news in order.
    const now = new Date(Math.max(this.clock.now().getTime(), current.lastEventAt.getTime() + 1));
    const next: DemoSubscription = { ...current };
    const changes: BillingFacts['change'][] = [];
    switch (action) {
      case 'cancel':
      case 'resume':
        next.cancelAtPeriodEnd = action === 'cancel';
        changes.push(statusFacts(next));
        break;
      case 'change_price': {
        const price = (await this.tierOf(current)).prices.find((candidate) => candidate.id === priceId && !candidate.archived);
        if (!price) throw unprocessable(SUBSCRIBE_MESSAGES.priceUnavailable);
        next.priceId = price.id;
        changes.push(statusFacts(next));
        break;
      }
      case 'renew': {
        // The next period is paid now: it starts where the current one ends.
        const price = priceOf(await this.tierOf(current), current.priceId);
        next.status = 'active';
        next.currentPeriodEnd = periodEnd(current.currentPeriodEnd, price.interval);
        changes.push(
          { kind: 'payment_succeeded', providerPaymentId: `demo_in_${randomUUID()}`, amount: price.amount, currency: price.currency, periodEnd: next.currentPeriodEnd.toISOString(), firstPayment: false, providerFee: 0 },
          statusFacts(next),
        );
        break;
      }
      case 'fail_payment':
        next.status = 'past_due';
        changes.push({ kind: 'payment_failed', providerPaymentId: `demo_in_${randomUUID()}` }, statusFacts(next));
        break;
      case 'expire':
        next.status = 'canceled';
        changes.push({ kind: 'deleted', endedAt: now.toISOString() });
        break;
    }
    next.lastEventAt = new Date(now.getTime() + changes.length - 1);
    await this.demo.save(next);
    await this.record(next, now, changes);
    return true;
  }
}
