import { Injectable } from '@nestjs/common';
import { isUuid } from '../../shared/ids.js';
import { decide, type DonationEvent, type DonationPaymentOutcome, type DonationState } from '../domain/donation.js';
import { Donations } from './donation-repository.js';
import { PaymentGateway } from './ports/payment-gateway.port.js';

/**
 * Records what the payment provider says about a donation's payment (its webhook, the demo gateway, or a
 * check when the donor returns): the outcome once, however often or in whatever order the news arrives.
 */
@Injectable()
export class DonationPayments {
  constructor(
    private readonly donations: Donations,
    private readonly gateway: PaymentGateway,
  ) {}

  /** Whether a payment's reference (the `orderId` of the payment and its news) names a donation rather than an order. */
  async isDonation(reference: string): Promise<boolean> {
    return isUuid(reference) && this.donations.exists(reference);
  }

  /** The donation after the news, and the events it appended (none for a repeat, late news or another payment's). */
  record(donationId: string, paymentId: string, outcome: DonationPaymentOutcome, reason = ''): Promise<{ state: DonationState; events: DonationEvent[] }> {
    return this.donations.execute(donationId, (state) =>
      decide({ type: 'RecordDonationPayment', paymentId, outcome, reason, paymentMethod: this.gateway.kind, now: new Date() }, state),
    );
  }
}
