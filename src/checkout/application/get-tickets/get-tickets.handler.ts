import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { ORDER_MESSAGES } from '../../domain/order.js';
import { ticketViews } from '../../domain/ticket-view.js';
import { customUserListData, listShareCodes } from '../list-share-codes.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { ticketEvent } from '../ticket-records.js';
import { GetTicketsQuery, type OrderTicketView } from './get-tickets.query.js';

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
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ orderId }: GetTicketsQuery): Promise<OrderTicketView[]> {
    if (!isUuid(orderId)) throw notFound(ORDER_MESSAGES.notFound);
    const state = await this.orders.get(orderId);
    if (state.status !== 'completed' || !state.completed) throw notFound(ORDER_MESSAGES.notFound);
    const { order, tickets } = state.completed;
    const offer = await this.catalog.offerForDate(order.eventDateId);
    if (!offer) throw notFound(ORDER_MESSAGES.notFound);
    // A listed buyer's list tickets with an allowance show the buyer's share code (by the account e-mail that listed them).
    const shareable = tickets.filter((t) => offer.ticketTypes.some((type) => type.id === t.ticketTypeId && type.visibilityScope === 'list' && type.initialQuantityPerCode !== null));
    const buyerEmail = shareable.length && order.userId && !order.personalOrder ? await this.profiles.accountEmail(order.userId) : null;
    const [key, statuses, codes] = await Promise.all([this.queries.ticketSigningKey(), this.queries.registrationStatuses(orderId), listShareCodes(this.catalog, buyerEmail, shareable)]);
    // Cancellations and refunds are in the stream already; check-ins only in the registrations.
    for (const [itemId, status] of Object.entries(state.itemStatus)) if (status !== 'active') statuses.set(itemId, status);
    const views = ticketViews(order, tickets, ticketEvent(offer), key, statuses);
    return views.map((view, n) => ({ ...view, customUserListData: customUserListData(codes, tickets[n]!) }));
  }
}
