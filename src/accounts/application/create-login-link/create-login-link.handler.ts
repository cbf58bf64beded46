import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { invalid } from '../../../shared/errors.js';
import { PAYOUT_MESSAGES } from '../../domain/payouts.js';
import { paymentConnectionOf } from '../payment-connection-of.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { CreateLoginLinkCommand } from './create-login-link.command.js';

@CommandHandler(CreateLoginLinkCommand)
export class CreateLoginLinkHandler implements ICommandHandler<CreateLoginLinkCommand> {
  constructor(
    private readonly connections: PaymentConnections,
    private readonly accounts: PaymentAccounts,
  ) {}

  async execute({ ownerId }: CreateLoginLinkCommand): Promise<{ url: string | null }> {
    const { accountId } = await paymentConnectionOf(this.connections, ownerId);
    if (!accountId) throw invalid(PAYOUT_MESSAGES.notConnected);
    return { url: await this.accounts.loginLink(accountId) };
  }
}
