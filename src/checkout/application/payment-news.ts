import { Injectable } from '@nestjs/common';
import type { PaymentOutcome } from '../domain/order.js';
import { DonationPayments } from './donation-payments.js';
import { OrderPayments } from './order-payments.js';

/** The provider's news of a payment (its webhook, the demo gateway), recorded on what the payment's reference names: a donation, else an order. */
@Injectable()
export class PaymentNews {
  constructor(
    private readonly orders: OrderPayments,
    private readonly donations: DonationPayments,
  ) {}

  /** Refuses (not found, another payment's news) as the donation or the order does. */
  async record(reference: string, paymentId: string, outcome: PaymentOutcome, reason: string): Promise<void> {
    if (await this.donations.isDonation(reference)) await this.donations.record(reference, paymentId, outcome, reason);
    else await this.orders.record(reference, paymentId, outcome, reason);
  }
}
