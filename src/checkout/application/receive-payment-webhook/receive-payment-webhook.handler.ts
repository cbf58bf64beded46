import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Refusal } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { DonationPayments } from '../donation-payments.js';
import { OrderPayments } from '../order-payments.js';
import { PaymentWebhooks } from '../ports/payment-webhooks.port.js';
import { ReceivePaymentWebhookCommand } from './receive-payment-webhook.command.js';

/**
 * The provider's news of a payment is recorded on its donation or order (the payment's reference names
 * either), which ignores repeats and news that arrives late (a `processing` after `succeeded`). News of
 * other kinds, of unknown orders or of another order's payment is acknowledged and left alone.
 */
@CommandHandler(ReceivePaymentWebhookCommand)
export class ReceivePaymentWebhookHandler implements ICommandHandler<ReceivePaymentWebhookCommand> {
  constructor(
    private readonly webhooks: PaymentWebhooks,
    private readonly payments: OrderPayments,
    private readonly donations: DonationPayments,
  ) {}

  async execute({ rawBody, signature }: ReceivePaymentWebhookCommand): Promise<{ received: true }> {
    const news = this.webhooks.read(rawBody, signature);
    if (!news || !isUuid(news.orderId)) return { received: true };
    try {
      if (await this.donations.isDonation(news.orderId)) await this.donations.record(news.orderId, news.paymentId, news.outcome, news.reason);
      else await this.payments.record(news.orderId, news.paymentId, news.outcome, news.reason);
    } catch (error) {
      // An order that does not exist or a payment it no longer expects: nothing to do, and the provider must not retry.
      if (error instanceof Refusal) return { received: true };
      throw error;
    }
    return { received: true };
  }
}
