import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { paymentConnectionOf } from '../payment-connection-of.js';
import { PaymentConnections } from '../ports/payment-connection-repository.port.js';
import { StartPayoutsOnboardingCommand } from './start-payouts-onboarding.command.js';

/**
 * The owner's account is opened the first time only (the provider answers the same account to a repeated
 * request for the owner); each call answers a fresh onboarding link, which comes back to the web's
 * /stripe/return page, or to /stripe/onboarding for a new link when it expired.
 */
@CommandHandler(StartPayoutsOnboardingCommand)
export class StartPayoutsOnboardingHandler implements ICommandHandler<StartPayoutsOnboardingCommand> {
  constructor(
    private readonly connections: PaymentConnections,
    private readonly accounts: PaymentAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId }: StartPayoutsOnboardingCommand): Promise<{ url: string }> {
    const connection = await paymentConnectionOf(this.connections, ownerId);
    let accountId = connection.accountId;
    if (!accountId) {
      accountId = await this.accounts.createAccount({ id: ownerId, type: connection.ownerType, ...(connection.email ? { email: connection.email } : {}) });
      await this.connections.connect(ownerId, accountId);
    }
    const owner = new URLSearchParams({ owner_uuid: ownerId, owner_type: connection.ownerType }).toString();
    const url = await this.accounts.accountLink(accountId, `${this.config.siteUrl}/stripe/return?${owner}`, `${this.config.siteUrl}/stripe/onboarding?${owner}`);
    return { url };
  }
}
