import type { Currency } from '../../shared/money.js';
import type { DonationState, DonationStatus } from '../domain/donation.js';
import type { PaymentRequestView } from './order-view.js';
import type { Payment, PaymentGateway } from './ports/payment-gateway.port.js';

/** A donation as its donor sees it, with what the browser needs to pay it. */
export interface DonationView {
  id: string;
  status: DonationStatus;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  video: { id: string; title: string };
  payment: PaymentRequestView;
}

export function donationView(state: DonationState, gateway: PaymentGateway, payment: Payment): DonationView {
  const started = state.started!;
  return {
    id: started.donationId,
    status: state.status,
    amount: started.amount,
    currency: started.currency,
    video: started.video,
    payment: {
      gateway: gateway.kind,
      paymentIntent: payment.id,
      clientSecret: payment.clientSecret,
      stripePaymentMethod: gateway.publishableKey ? { key: gateway.publishableKey, account: started.destinationAccount } : null,
    },
  };
}
