import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { paymentConnectionOf } from '../payment-connection-of.js';
import { paymentConnectionView, type PaymentConnectionView } from '../payout-views.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { RefreshPaymentConnectionCommand } from './refresh-payment-connection.command.js';

/**
 * When the owner comes back from onboarding, the account is read back at once, so they need not wait for
 * the provider's `account.updated` event (which then changes nothing, being older).
 */
@CommandHandler(RefreshPaymentConnectionCommand)
export class RefreshPaymentConnectionHandler implements ICommandHandler<RefreshPaymentConnectionCommand> {
  constructor(
    private readonly connections: PaymentConnections,
    private readonly accounts: PaymentAccounts,
  ) {}

  async execute({ ownerId }: RefreshPaymentConnectionCommand): Promise<PaymentConnectionView> {
    const connection = await paymentConnectionOf(this.connections, ownerId);
    if (!connection.accountId) return paymentConnectionView(this.accounts.kind, connection);
    const state = await this.accounts.account(connection.accountId);
    await this.connections.recordState(ownerId, connection.accountId, state, new Date());
    return paymentConnectionView(this.accounts.kind, await paymentConnectionOf(this.connections, ownerId));
  }
}
