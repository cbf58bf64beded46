import { Injectable } from '@nestjs/common';
import { AggregateStreams, publishedEvents, type Aggregate } from '../../shared/event-store/aggregate-streams.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { notFound, Refusal, type RefusalKind } from '../../shared/errors.js';
import { isPublishedSubscriptionEvent, readSubscriptionEvent, subscriptionEventMetadata, type SubscriptionEvent as PublishedSubscriptionEvent } from '../contracts/subscription-events.js';
import { MEMBER_MESSAGES } from '../domain/member-rules.js';
import { evolve, fold, isExpired, subscriptionStream, SubscriptionRejected, type SubscriptionEvent, type SubscriptionState } from '../domain/subscription.js';

const REFUSAL: Record<SubscriptionRejected['kind'], RefusalKind> = {
  not_found: 'not_found',
  invalid: 'unprocessable',
};

const SUBSCRIPTION: Aggregate<SubscriptionState, SubscriptionEvent, SubscriptionRejected> = {
  stream: subscriptionStream,
  fold,
  evolve,
  rejected: { error: SubscriptionRejected, refusal: (error) => new Refusal(REFUSAL[error.kind], error.message) },
  // Every event of the decider is published: its shapes are the contract's current ones
  // (contracts/subscription-events.ts), checked both ways by the compiler through the identities below.
  ...publishedEvents<SubscriptionEvent, PublishedSubscriptionEvent>({
    isPublished: isPublishedSubscriptionEvent,
    metadata: subscriptionEventMetadata,
    read: readSubscriptionEvent,
    toPublished: (event) => event,
    fromPublished: (event) => event,
    ownEvents: false,
  }),
};

/**
 * Loads subscriptions from their streams and appends what a command decided, with optimistic concurrency:
 * when another request (or a webhook delivered twice at once) wrote first, the command is decided again on
 * the fresh state.
 */
@Injectable()
export class Subscriptions {
  private readonly streams: AggregateStreams<SubscriptionState, SubscriptionEvent, SubscriptionRejected>;

  constructor(store: EventStore) {
    this.streams = new AggregateStreams(store, SUBSCRIPTION);
  }

  load(subscriptionId: string): Promise<{ state: SubscriptionState; revision: number }> {
    return this.streams.load(subscriptionId);
  }

  /** A subscription that exists and was not removed. */
  async get(subscriptionId: string): Promise<SubscriptionState> {
    const { state } = await this.load(subscriptionId);
    if (!state.snapshot || (isExpired(state) && state.snapshot.source === 'manual')) throw notFound(MEMBER_MESSAGES.notFound);
    return state;
  }

  /** Decides on the current state and appends the events; returns the new state and what this call appended. */
  execute(
    subscriptionId: string,
    decide: (state: SubscriptionState) => Promise<SubscriptionEvent[]> | SubscriptionEvent[],
  ): Promise<{ state: SubscriptionState; events: SubscriptionEvent[] }> {
    return this.streams.execute(subscriptionId, decide);
  }
}
