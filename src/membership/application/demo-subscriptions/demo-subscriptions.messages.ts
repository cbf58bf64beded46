import { Command, Query } from '@nestjs/cqrs';
import type { Currency } from '../../../shared/money.js';
import type { PriceInterval } from '../../domain/membership-rules.js';

/** A demo checkout page's details (Limelight without Stripe: no money moves). */
export interface DemoSessionView {
  id: string;
  status: 'open' | 'complete';
  ownerName: string;
  ownerUsername: string;
  ownerType: 'User' | 'School';
  tierName: string;
  amount: number;
  currency: Currency;
  interval: PriceInterval;
  cancelUrl: string;
}

export interface DemoSubscriptionView {
  subscriptionId: string;
  tierName: string;
  priceId: string;
  amount: number;
  currency: Currency;
  interval: PriceInterval;
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** The tier's prices the subscription may change to. */
  prices: { id: string; amount: number; interval: PriceInterval }[];
}

export const DEMO_SUBSCRIPTION_ACTIONS = ['cancel', 'resume', 'change_price', 'renew', 'fail_payment', 'expire'] as const;
export type DemoSubscriptionAction = (typeof DEMO_SUBSCRIPTION_ACTIONS)[number];

export class GetDemoSessionQuery extends Query<DemoSessionView> {
  constructor(
    readonly sessionId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** The subscriber pays the demo checkout with a test card; answers the page to return to. */
export class CompleteDemoSessionCommand extends Command<{ redirectTo: string }> {
  constructor(
    readonly sessionId: string,
    readonly userId: string,
    readonly cardNumber: string,
  ) {
    super();
  }
}

export class ListDemoSubscriptionsQuery extends Query<DemoSubscriptionView[]> {
  constructor(
    readonly userId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}

/** What the provider would do to a subscription (the subscriber in its portal, or time passing), done now. */
export class ActOnDemoSubscriptionCommand extends Command<true> {
  constructor(
    readonly subscriptionId: string,
    readonly caller: { userId: string; siteAdmin: boolean },
    readonly action: DemoSubscriptionAction,
    readonly priceId: string | null,
  ) {
    super();
  }
}
