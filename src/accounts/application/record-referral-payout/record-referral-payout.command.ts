import { Command } from '@nestjs/cqrs';
import type { Currency } from '../../../shared/money.js';
import type { ReferralPayoutView } from '../account-views.js';

/** A site admin records a referral payout made to an account. */
export class RecordReferralPayoutCommand extends Command<ReferralPayoutView> {
  constructor(
    readonly actorId: string,
    readonly accountId: string,
    /** Minor units of `currency`. */
    readonly amount: number,
    readonly currency: Currency,
  ) {
    super();
  }
}
