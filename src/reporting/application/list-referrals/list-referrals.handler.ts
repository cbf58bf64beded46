import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { referralPath, Referrals, type ReferredAccount } from '../../../accounts/contracts/referrals.js';
import { Clock } from '../../../shared/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { notFound } from '../../../shared/errors.js';
import { referralEarnings, referralStatus } from '../../domain/referral-earnings.js';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { ReferralFeeDay, ReferralRow, ReferralsPage } from '../referral-views.js';
import { ListReferralsQuery } from './list-referrals.query.js';

const PROFILE_NOT_FOUND = "Sorry! That profile wasn't found.";

/**
 * The referral table: each account the referrer brought (newest first), with the referrer's share of its
 * platform fees day by day. An account that earned in several currencies has a row per currency; one that
 * earned nothing yet has one row in its own currency.
 */
@QueryHandler(ListReferralsQuery)
export class ListReferralsHandler implements IQueryHandler<ListReferralsQuery> {
  constructor(
    private readonly reports: ReportingQueries,
    private readonly referrals: Referrals,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ referrerId, page, perPage }: ListReferralsQuery): Promise<ReferralsPage> {
    const [referrer] = await this.profiles.findByIds([referrerId]);
    if (!referrer) throw notFound(PROFILE_NOT_FOUND);
    const accounts = await this.referrals.referredAccounts(referrerId);
    const fees = accounts.length ? await this.reports.referralFees(accounts.map((account) => account.id)) : [];
    const now = this.clock.now();
    const rows = accounts.flatMap((account) => rowsOf(account, fees.filter((fee) => fee.ownerId === account.id), now));
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      totalCount: rows.length,
      page,
      perPage,
      referralLink: `${this.config.siteUrl}${referralPath(referrer.username)}`,
    };
  }
}

function rowsOf(account: ReferredAccount, fees: ReferralFeeDay[], now: Date): ReferralRow[] {
  const currencies = [...new Set(fees.map((fee) => fee.currency))].sort();
  return (currencies.length ? currencies : [account.currency]).map((currency) => {
    const earnings = referralEarnings(fees.filter((fee) => fee.currency === currency));
    return {
      referredAccountUuid: account.id,
      referredAccountName: account.name,
      amountEarned: earnings.amountEarned,
      currency,
      dates: earnings.dates,
      status: referralStatus(earnings, currency, now),
    };
  });
}
