import { createHash } from 'node:crypto';
import type { OrderState } from '../domain/order.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRequestView } from './order-view.js';

/**
 * The payment for the order's current selection. The idempotency key names the order and its items, so
 * asking again (a retry, a reload) returns the same payment, and a changed selection gets a new one.
 */
export async function requestPayment(gateway: PaymentGateway, state: OrderState, description: string, destinationAccount: string | null): Promise<PaymentRequestView> {
  const header = state.header!;
  const selection = state.selection!;
  const items = createHash('sha256').update(selection.items.map((item) => item.itemId).join(',')).digest('base64url').slice(0, 16);
  const payment = await gateway.createPayment({
    orderId: header.orderId,
    amount: selection.totals.total,
    currency: header.currency,
    applicationFee: selection.totals.fees,
    destinationAccount,
    description,
    idempotencyKey: `order-${header.orderId}-${items}`,
  });
  return {
    gateway: gateway.kind,
    paymentIntent: payment.id,
    clientSecret: payment.clientSecret,
    stripePaymentMethod: gateway.publishableKey ? { key: gateway.publishableKey, account: destinationAccount } : null,
  };
}
