import { Injectable } from '@nestjs/common';
import { ConcurrencyError, EventStore, type NewEvent, type RecordedEvent } from '../../shared/event-store/event-store.port.js';
import { notFound, Refusal, type RefusalKind } from '../../shared/errors.js';
import { isPublishedOrderEvent, orderEventMetadata, readOrderEvent, type OrderEvent as PublishedOrderEvent } from '../contracts/order-events.js';
import { evolve, fold, orderStream, OrderRejected, ORDER_MESSAGES, type OrderEvent, type OrderState } from '../domain/order.js';

const REFUSAL: Record<OrderRejected['kind'], RefusalKind> = {
  not_found: 'not_found',
  conflict: 'conflict',
  invalid: 'unprocessable',
  expired: 'gone',
};

/** The order's refusal as the API answers it. */
export const rejection = (error: OrderRejected) => new Refusal(REFUSAL[error.kind], error.message);

type Published = Extract<OrderEvent, { type: PublishedOrderEvent['type'] }>;
const isPublished = (event: OrderEvent): event is Published => isPublishedOrderEvent(event.type);

/*
 * The decider's events of the published types are the contract's current shapes (contracts/order-events.ts).
 * Both ways are checked by the compiler: the decider's event is assigned to the published type when stored,
 * and the published one to the decider's when read, so a change to either side alone fails the type check.
 */

/** An event as appended: one of a published type carries its contract version. */
function toStore(event: OrderEvent): NewEvent<string, object> {
  if (!isPublished(event)) return event;
  const published: PublishedOrderEvent = event;
  return { ...published, metadata: orderEventMetadata(published.type) };
}

/** A stored event as the decider folds it: one of a published type upcast to its current version. */
const fromStore = (recorded: RecordedEvent): OrderEvent =>
  isPublishedOrderEvent(recorded.type) ? readOrderEvent(recorded) : (recorded as unknown as OrderEvent);

/**
 * Loads orders from their streams and appends what a command decided, with optimistic concurrency:
 * when another request wrote to the order first, the command is decided again on the fresh state.
 */
@Injectable()
export class Orders {
  constructor(private readonly store: EventStore) {}

  async load(orderId: string): Promise<{ state: OrderState; revision: number }> {
    const events = await this.store.readStream(orderStream(orderId));
    return { state: fold(events.map(fromStore)), revision: events.length - 1 };
  }

  async get(orderId: string): Promise<OrderState> {
    const { state } = await this.load(orderId);
    if (!state.exists) throw notFound(ORDER_MESSAGES.notFound);
    return state;
  }

  /**
   * Decides on the current state and appends the events. `decide` may do side effects that are safe to
   * repeat (holds and sales are keyed by order); it runs again after a concurrent write. Returns the new
   * state and the events this call appended.
   */
  async execute(orderId: string, decide: (state: OrderState) => Promise<OrderEvent[]> | OrderEvent[]): Promise<{ state: OrderState; events: OrderEvent[] }> {
    for (let attempt = 0; ; attempt++) {
      const { state, revision } = await this.load(orderId);
      let events: OrderEvent[];
      try {
        events = await decide(state);
      } catch (error) {
        if (error instanceof OrderRejected) throw rejection(error);
        throw error;
      }
      if (!events.length) return { state, events };
      try {
        await this.store.appendToStream(orderStream(orderId), events.map(toStore), { expectedRevision: revision < 0 ? 'no_stream' : revision });
        return { state: events.reduce(evolve, state), events };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= 9) throw error;
      }
    }
  }
}
