import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Refusal } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { PaymentNews } from '../payment-news.js';
import { PaymentWebhooks } from '../ports/payment-webhooks.port.js';
import { ReceivePaymentWebhookCommand } from './receive-payment-webhook.command.js';

/**
 * The provider's news of a payment is recorded on its donation or order (the payment's reference names
 * either), which ignores repeats and news that arrives late (a `processing` after `succeeded`). News of
 * other kinds, of a reference that names neither, or of a payment it no longer expects is acknowledged
 * and left alone.
 */
@CommandHandler(ReceivePaymentWebhookCommand)
export class ReceivePaymentWebhookHandler implements ICommandHandler<ReceivePaymentWebhookCommand> {
  constructor(
    private readonly webhooks: PaymentWebhooks,
    private readonly payments: PaymentNews,
  ) {}

  async execute({ rawBody, signature }: ReceivePaymentWebhookCommand): Promise<{ received: true }> {
    const news = this.webhooks.read(rawBody, signature);
    if (!news || !isUuid(news.orderId)) return { received: true };
    try {
      await this.payments.record(news.orderId, news.paymentId, news.outcome, news.reason);
    } catch (error) {
      // No donation or order of that reference, or a payment it no longer expects: nothing to do, and the provider must not retry.
      if (error instanceof Refusal) return { received: true };
      throw error;
    }
    return { received: true };
  }
}
