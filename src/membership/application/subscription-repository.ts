import { Injectable } from '@nestjs/common';
import { ConcurrencyError, EventStore, type NewEvent, type RecordedEvent } from '../../shared/event-store/event-store.port.js';
import { notFound, Refusal, type RefusalKind } from '../../shared/errors.js';
import { readSubscriptionEvent, subscriptionEventMetadata, type SubscriptionEvent as PublishedSubscriptionEvent } from '../contracts/subscription-events.js';
import { MEMBER_MESSAGES } from '../domain/member-rules.js';
import { evolve, fold, isExpired, subscriptionStream, SubscriptionRejected, type SubscriptionEvent, type SubscriptionState } from '../domain/subscription.js';

const REFUSAL: Record<SubscriptionRejected['kind'], RefusalKind> = {
  not_found: 'not_found',
  invalid: 'unprocessable',
};

/*
 * Every event of the decider is published: its shapes are the contract's current ones
 * (contracts/subscription-events.ts). Both ways are checked by the compiler: the decider's event is
 * assigned to the published type when stored, and the published one to the decider's when read.
 */

const toStore = (event: SubscriptionEvent): NewEvent<string, object> => {
  const published: PublishedSubscriptionEvent = event;
  return { ...published, metadata: subscriptionEventMetadata(published.type) };
};

const fromStore = (recorded: RecordedEvent): SubscriptionEvent => readSubscriptionEvent(recorded);

/**
 * Loads subscriptions from their streams and appends what a command decided, with optimistic concurrency:
 * when another request (or a webhook delivered twice at once) wrote first, the command is decided again on
 * the fresh state.
 */
@Injectable()
export class Subscriptions {
  constructor(private readonly store: EventStore) {}

  async load(subscriptionId: string): Promise<{ state: SubscriptionState; revision: number }> {
    const events = await this.store.readStream(subscriptionStream(subscriptionId));
    return { state: fold(events.map(fromStore)), revision: events.length - 1 };
  }

  /** A subscription that exists and was not removed. */
  async get(subscriptionId: string): Promise<SubscriptionState> {
    const { state } = await this.load(subscriptionId);
    if (!state.snapshot || (isExpired(state) && state.snapshot.source === 'manual')) throw notFound(MEMBER_MESSAGES.notFound);
    return state;
  }

  /** Decides on the current state and appends the events; returns the new state and what this call appended. */
  async execute(
    subscriptionId: string,
    decide: (state: SubscriptionState) => Promise<SubscriptionEvent[]> | SubscriptionEvent[],
  ): Promise<{ state: SubscriptionState; events: SubscriptionEvent[] }> {
    for (let attempt = 0; ; attempt++) {
      const { state, revision } = await this.load(subscriptionId);
      let events: SubscriptionEvent[];
      try {
        events = await decide(state);
      } catch (error) {
        if (error instanceof SubscriptionRejected) throw new Refusal(REFUSAL[error.kind], error.message);
        throw error;
      }
      if (!events.length) return { state, events };
      try {
        await this.store.appendToStream(subscriptionStream(subscriptionId), events.map(toStore), { expectedRevision: revision < 0 ? 'no_stream' : revision });
        return { state: events.reduce(evolve, state), events };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= 9) throw error;
      }
    }
  }
}
