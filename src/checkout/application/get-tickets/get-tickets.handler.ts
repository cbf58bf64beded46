import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { ORDER_MESSAGES } from '../../domain/order.js';
import { ticketViews, type TicketView } from '../../domain/ticket-view.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { ticketEvent } from '../ticket-records.js';
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
    private readonly queries: CheckoutQueries,
  ) {}

  async execute({ orderId }: GetTicketsQuery): Promise<TicketView[]> {
    if (!isUuid(orderId)) throw notFound(ORDER_MESSAGES.notFound);
    const state = await this.orders.get(orderId);
    if (state.status !== 'completed' || !state.completed) throw notFound(ORDER_MESSAGES.notFound);
    const { order, tickets } = state.completed;
    const offer = await this.catalog.offerForDate(order.eventDateId);
    if (!offer) throw notFound(ORDER_MESSAGES.notFound);
    const [key, statuses] = await Promise.all([this.queries.ticketSigningKey(), this.queries.registrationStatuses(orderId)]);
    // Cancellations and refunds are in the stream already; check-ins only in the registrations.
    for (const [itemId, status] of Object.entries(state.itemStatus)) if (status !== 'active') statuses.set(itemId, status);
    return ticketViews(order, tickets, ticketEvent(offer), key, statuses);
  }
}
