import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DemoOnboarding, PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { notFound } from '../../../shared/errors.js';
import { PAYOUT_MESSAGES } from '../../domain/payouts.js';
import { paymentConnectionOf } from '../payment-connection-of.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { CompleteDemoOnboardingCommand } from './complete-demo-onboarding.command.js';

/** The simulated account (opened here if need be) may charge cards and pay out from now on; with Stripe there is no such call. */
@CommandHandler(CompleteDemoOnboardingCommand)
export class CompleteDemoOnboardingHandler implements ICommandHandler<CompleteDemoOnboardingCommand> {
  constructor(
    private readonly connections: PaymentConnections,
    private readonly accounts: PaymentAccounts,
    private readonly demo: DemoOnboarding,
  ) {}

  async execute({ ownerId }: CompleteDemoOnboardingCommand): Promise<true> {
    if (this.accounts.kind !== 'demo') throw notFound(PAYOUT_MESSAGES.demoOnly);
    const connection = await paymentConnectionOf(this.connections, ownerId);
    let accountId = connection.accountId;
    if (!accountId) {
      // The demo page may be opened directly: it opens the simulated account too.
      accountId = await this.accounts.createAccount({ id: ownerId, type: connection.ownerType, ...(connection.email ? { email: connection.email } : {}) });
      await this.connections.connect(ownerId, accountId);
    }
    await this.demo.complete(accountId);
    await this.connections.recordState(ownerId, accountId, await this.accounts.account(accountId), new Date());
    return true;
  }
}
