import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { DEMO_MESSAGES, demoPaymentRefusal } from '../../contracts/demo-cards.js';
import { PaymentNews } from '../payment-news.js';
import { DemoPayments } from '../ports/demo-payments.port.js';
import { paymentOutcome } from '../ports/payment-gateway.port.js';
import { ConfirmDemoPaymentCommand, type DemoPaymentResult } from './confirm-demo-payment.command.js';

export const DEMO_PAYMENT_NOT_FOUND = 'Payment not found';

/** Pays with the test card and records the outcome on the payment's donation or order, as a provider's webhook would. */
@CommandHandler(ConfirmDemoPaymentCommand)
export class ConfirmDemoPaymentHandler implements ICommandHandler<ConfirmDemoPaymentCommand> {
  constructor(
    private readonly demo: DemoPayments,
    private readonly news: PaymentNews,
  ) {}

  async execute({ paymentId, card }: ConfirmDemoPaymentCommand): Promise<DemoPaymentResult> {
    const payment = await this.demo.confirm(paymentId, demoPaymentRefusal(card, new Date()));
    if (!payment?.orderId) throw notFound(DEMO_PAYMENT_NOT_FOUND);
    const result = paymentOutcome(payment) ?? 'tryAgain';
    await this.news.record(payment.orderId, payment.id, result, payment.lastError ?? '');
    return { result, message: payment.lastError, zipError: payment.lastError === DEMO_MESSAGES.incorrectZip, orderId: payment.orderId };
  }
}
