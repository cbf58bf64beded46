import { Injectable } from '@nestjs/common';
import { ConcurrencyError, EventStore } from '../../shared/event-store/event-store.port.js';
import { ApiError, notFound } from '../../shared/http/api-errors.js';
import { HttpStatus } from '@nestjs/common';
import { evolve, fold, orderStream, OrderRejected, ORDER_MESSAGES, type OrderEvent, type OrderState } from '../domain/order.js';

const HTTP_STATUS: Record<OrderRejected['kind'], HttpStatus> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  expired: HttpStatus.GONE,
};

/** The order's refusal as the API answers it. */
export const rejection = (error: OrderRejected) => new ApiError(HTTP_STATUS[error.kind], error.message);

/**
 * Loads orders from their streams and appends what a command decided, with optimistic concurrency:
 * when another request wrote to the order first, the command is decided again on the fresh state.
 */
@Injectable()
export class Orders {
  constructor(private readonly store: EventStore) {}

  async load(orderId: string): Promise<{ state: OrderState; revision: number }> {
    const events = await this.store.readStream(orderStream(orderId));
    return { state: fold(events as unknown as OrderEvent[]), revision: events.length - 1 };
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
        await this.store.appendToStream(orderStream(orderId), events, { expectedRevision: revision < 0 ? 'no_stream' : revision });
        return { state: events.reduce(evolve, state), events };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= 9) throw error;
      }
    }
  }
}
