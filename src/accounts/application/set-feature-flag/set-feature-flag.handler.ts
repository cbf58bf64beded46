import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import type { AdminAccountView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { FeatureFlagRepository } from '../ports/feature-flag-repository.port.js';
import { SetFeatureFlagCommand } from './set-feature-flag.command.js';

/** Sets the flag and records who did it; answers the account as the panel lists it. */
@CommandHandler(SetFeatureFlagCommand)
export class SetFeatureFlagHandler implements ICommandHandler<SetFeatureFlagCommand> {
  constructor(
    private readonly flags: FeatureFlagRepository,
    private readonly queries: AccountsQueries,
  ) {}

  async execute({ actorId, accountId, flag, enabled }: SetFeatureFlagCommand): Promise<AdminAccountView> {
    const found = await this.flags.setFlag({ accountId, flag, enabled, actorId });
    const account = found ? await this.queries.adminAccount(accountId) : null;
    if (!account) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return account;
  }
}
