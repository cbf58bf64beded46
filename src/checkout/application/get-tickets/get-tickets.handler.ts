import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { ORDER_MESSAGES } from '../../domain/order.js';
import { ticketViews, type TicketView } from '../../domain/ticket-view.js';
import { Orders } from '../order-repository.js';
import { registrationStatuses, ticketEvent, ticketSigningKey } from '../ticket-records.js';
import { GetTicketsQuery } from './get-tickets.query.js';

/**
 * Read from the order's stream rather than the registrations projection, so the thank-you page can open
 * the tickets the moment the order completes. Like the other order calls, the order id grants access.
 */
@QueryHandler(GetTicketsQuery)
export class GetTicketsHandler implements IQueryHandler<GetTicketsQuery> {
  constructor(
    private readonly orders: Orders,
    private readonly catalog: CheckoutCatalog,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ orderId }: GetTicketsQuery): Promise<TicketView[]> {
    if (!isUuid(orderId)) throw notFound(ORDER_MESSAGES.notFound);
    const state = await this.orders.get(orderId);
    if (state.status !== 'completed' || !state.completed) throw notFound(ORDER_MESSAGES.notFound);
    const { order, tickets } = state.completed;
    const offer = await this.catalog.offerForDate(order.eventDateId);
    if (!offer) throw notFound(ORDER_MESSAGES.notFound);
    const [key, statuses] = await Promise.all([ticketSigningKey(this.pool), registrationStatuses(this.pool, orderId)]);
    // Cancellations and refunds are in the stream already; check-ins only in the registrations.
    for (const [itemId, status] of Object.entries(state.itemStatus)) if (status !== 'active') statuses.set(itemId, status);
    return ticketViews(order, tickets, ticketEvent(offer), key, statuses);
  }
}
