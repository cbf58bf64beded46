import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import type { ReferralPayoutView } from '../account-views.js';
import { ReferralPayoutRepository } from '../ports/referral-payout-repository.port.js';
import { RecordReferralPayoutCommand } from './record-referral-payout.command.js';

@CommandHandler(RecordReferralPayoutCommand)
export class RecordReferralPayoutHandler implements ICommandHandler<RecordReferralPayoutCommand> {
  constructor(private readonly payouts: ReferralPayoutRepository) {}

  async execute({ actorId, accountId, amount, currency }: RecordReferralPayoutCommand): Promise<ReferralPayoutView> {
    const payout = await this.payouts.record({ referrerId: accountId, amount, currency, actorId });
    if (!payout) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return { id: payout.id, paidAt: payout.paidAt.toISOString(), amount: payout.amount, currency: payout.currency };
  }
}
