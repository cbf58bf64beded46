import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { DonationPayments } from '../donation-payments.js';
import { OrderPayments } from '../order-payments.js';
import { DemoPayments } from '../ports/demo-payments.port.js';
import { paymentOutcome } from '../ports/payment-gateway.port.js';
import { ConfirmDemoPaymentCommand, type DemoPaymentResult } from './confirm-demo-payment.command.js';

export const DEMO_PAYMENT_NOT_FOUND = 'Payment not found';

/** Pays with the test card and records the outcome on the payment's donation or order, as a provider's webhook would. */
@CommandHandler(ConfirmDemoPaymentCommand)
export class ConfirmDemoPaymentHandler implements ICommandHandler<ConfirmDemoPaymentCommand> {
  constructor(
    private readonly demo: DemoPayments,
    private readonly payments: OrderPayments,
    private readonly donations: DonationPayments,
  ) {}

  async execute({ paymentId, cardNumber }: ConfirmDemoPaymentCommand): Promise<DemoPaymentResult> {
    const payment = await this.demo.confirm(paymentId, cardNumber);
    if (!payment?.orderId) throw notFound(DEMO_PAYMENT_NOT_FOUND);
    const result = paymentOutcome(payment) ?? 'tryAgain';
    if (await this.donations.isDonation(payment.orderId)) await this.donations.record(payment.orderId, payment.id, result, payment.lastError ?? '');
    else await this.payments.record(payment.orderId, payment.id, result, payment.lastError ?? '');
    return { result, message: payment.lastError, orderId: payment.orderId };
  }
}
