import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PageOf, ReferralPayoutView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ListReferralPayoutsQuery } from './list-referral-payouts.query.js';

/** The referral tracker's payout table: the payouts recorded for the referrer, newest first. */
@QueryHandler(ListReferralPayoutsQuery)
export class ListReferralPayoutsHandler implements IQueryHandler<ListReferralPayoutsQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  execute({ referrerId, page, perPage }: ListReferralPayoutsQuery): Promise<PageOf<ReferralPayoutView>> {
    return this.queries.referralPayouts(referrerId, page, perPage);
  }
}
