import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Broadcasts } from '../../../media/contracts/broadcasts.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { isUuid } from '../../../shared/ids.js';
import { notFound } from '../../../shared/errors.js';
import { ORDER_MESSAGES } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { orderView, type OrderView } from '../order-view.js';
import { expressGatewayView, paymentGatewayView } from '../payment-request.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { GetOrderQuery } from './get-order.query.js';
import { orderSummary, type OrderSummary } from './order-summary.js';

/**
 * An order by id. The id (a random UUID handed to the buyer's browser) is what grants access, as with a
 * payment link: buyers check out without an account.
 */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(
    private readonly orders: Orders,
    private readonly catalog: CheckoutCatalog,
    private readonly gateway: PaymentGateway,
    private readonly broadcasts: Broadcasts,
  ) {}

  async execute({ orderId, summaryOnly }: GetOrderQuery): Promise<OrderView | OrderSummary> {
    if (!isUuid(orderId)) throw notFound(ORDER_MESSAGES.notFound);
    const state = await this.orders.get(orderId);
    if (summaryOnly) return orderSummary(state);
    const offer = await this.catalog.uncountedOffer(state.header!.eventDateId);
    const broadcastUrl = state.header!.attendance === 'online' ? await this.broadcasts.urlForDate(state.header!.eventDateId) : null;
    const paying = state.payment && state.status === 'handling_payment' ? await this.gateway.retrievePayment(state.payment.paymentIntentId) : null;
    const account = offer?.owner.paymentAccount ?? null;
    // Waiting for payment: the payment to make; an express order in progress: its gateway, for the wallet buttons.
    const payment = paying ? { ...paymentGatewayView(this.gateway, account), paymentIntent: paying.id, clientSecret: paying.clientSecret } : expressGatewayView(this.gateway, state, account);
    return orderView(state, offer, payment, broadcastUrl);
  }
}
