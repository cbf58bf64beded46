import { Injectable } from '@nestjs/common';
import { AggregateStreams, publishedEvents, type Aggregate } from '../../shared/event-store/aggregate-streams.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
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

const ORDER: Aggregate<OrderState, OrderEvent, OrderRejected> = {
  stream: orderStream,
  fold,
  evolve,
  rejected: { error: OrderRejected, refusal: rejection },
  // The decider's events of the published types are the contract's current shapes (contracts/order-events.ts):
  // both identities below are checked by the compiler, so a change to either side alone fails the type check.
  // Published events carry their contract version and are read back upcast; the decider's own are stored as they are.
  ...publishedEvents<OrderEvent, PublishedOrderEvent>({
    isPublished: isPublishedOrderEvent,
    metadata: orderEventMetadata,
    read: readOrderEvent,
    toPublished: (event) => event,
    fromPublished: (event) => event,
    ownEvents: true,
  }),
};

/**
 * Loads orders from their streams and appends what a command decided, with optimistic concurrency:
 * when another request wrote to the order first, the command is decided again on the fresh state.
 */
@Injectable()
export class Orders {
  private readonly streams: AggregateStreams<OrderState, OrderEvent, OrderRejected>;

  constructor(store: EventStore) {
    this.streams = new AggregateStreams(store, ORDER);
  }

  load(orderId: string): Promise<{ state: OrderState; revision: number }> {
    return this.streams.load(orderId);
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
  execute(orderId: string, decide: (state: OrderState) => Promise<OrderEvent[]> | OrderEvent[]): Promise<{ state: OrderState; events: OrderEvent[] }> {
    return this.streams.execute(orderId, decide);
  }

  /** As `execute`, for a new order (a fresh id): its stream is not read first. */
  create(orderId: string, decide: (state: OrderState) => Promise<OrderEvent[]> | OrderEvent[]): Promise<{ state: OrderState; events: OrderEvent[] }> {
    return this.streams.create(orderId, decide);
  }
}
