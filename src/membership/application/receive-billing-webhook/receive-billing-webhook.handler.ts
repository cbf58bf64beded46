import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Refusal } from '../../../shared/errors.js';
import { SubscriptionBilling } from '../ports/subscription-billing.port.js';
import { RecordBillingEventCommand } from '../record-billing-event/record-billing-event.command.js';
import { ReceiveBillingWebhookCommand } from './receive-billing-webhook.command.js';

/**
 * The provider's news of a subscription is recorded on it (repeats and stale news change nothing). Events of
 * other kinds, and news the Subscription refuses (a tier that no longer exists), are acknowledged and left
 * alone so that the provider does not retry them.
 */
@CommandHandler(ReceiveBillingWebhookCommand)
export class ReceiveBillingWebhookHandler implements ICommandHandler<ReceiveBillingWebhookCommand> {
  constructor(
    private readonly billing: SubscriptionBilling,
    private readonly commands: CommandBus,
  ) {}

  async execute({ rawBody, signature }: ReceiveBillingWebhookCommand): Promise<{ received: true }> {
    const facts = await this.billing.readWebhook(rawBody, signature);
    if (!facts) return { received: true };
    try {
      await this.commands.execute(new RecordBillingEventCommand(facts));
    } catch (error) {
      if (error instanceof Refusal) return { received: true };
      throw error;
    }
    return { received: true };
  }
}
