import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { ReceiveAccountWebhookCommand } from './receive-account-webhook.command.js';

/**
 * `account.updated`: what the account may do is kept on the profile holding it, unless a newer state was
 * kept already, so replays and events arriving out of order change nothing. Other events, and accounts no
 * profile holds (any more), are acknowledged and left alone.
 */
@CommandHandler(ReceiveAccountWebhookCommand)
export class ReceiveAccountWebhookHandler implements ICommandHandler<ReceiveAccountWebhookCommand> {
  constructor(
    private readonly connections: PaymentConnections,
    private readonly accounts: PaymentAccounts,
  ) {}

  async execute({ rawBody, signature }: ReceiveAccountWebhookCommand): Promise<{ received: true }> {
    const event = this.accounts.readAccountEvent(rawBody, signature);
    if (!event) return { received: true };
    const connection = await this.connections.findByAccount(event.accountId);
    if (connection) await this.connections.recordState(connection.ownerId, event.accountId, event, event.createdAt);
    return { received: true };
  }
}
