import { createHash } from 'node:crypto';
import { IN_PROGRESS, type OrderState } from '../domain/order.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentGatewayView, PaymentRequestView } from './order-view.js';

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
    express: header.express,
    idempotencyKey: `order-${header.orderId}-${items}`,
  });
  return { ...paymentGatewayView(gateway, destinationAccount), paymentIntent: payment.id, clientSecret: payment.clientSecret };
}

/** The gateway that takes the order's payment, with Stripe's publishable key and the connected account (null for the demo gateway). */
export function paymentGatewayView(gateway: PaymentGateway, destinationAccount: string | null): PaymentGatewayView {
  return { gateway: gateway.kind, stripePaymentMethod: gateway.publishableKey ? { key: gateway.publishableKey, account: destinationAccount } : null };
}

/** An express order in progress answers its gateway before it is confirmed: the wallet buttons need it as tickets are chosen. */
export function expressGatewayView(gateway: PaymentGateway, state: OrderState, destinationAccount: string | null): PaymentGatewayView | null {
  return state.header!.express && IN_PROGRESS.includes(state.status) ? paymentGatewayView(gateway, destinationAccount) : null;
}
