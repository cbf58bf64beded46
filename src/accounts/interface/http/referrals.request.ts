import { ApiExtension, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { PageParam, PerPageParam } from '../../../shared/http/paging.js';
import { CURRENCY_CODES, type Currency } from '../../../shared/money.js';
import { REFERRAL_PAYOUT_MESSAGES, REFERRAL_PAYOUTS_PER_PAGE } from '../../domain/referrals.js';

const MAX_PER_PAGE = 100;

export class ReferralPayoutsQuery {
  @ApiProperty({ format: 'uuid', description: 'The referrer' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;

  @PageParam() page?: number;

  @PerPageParam(REFERRAL_PAYOUTS_PER_PAGE, MAX_PER_PAGE) perPage?: number;
}

@ApiExtension('x-messages', REFERRAL_PAYOUT_MESSAGES)
export class RecordReferralPayoutRequest {
  @ApiProperty({ format: 'uuid', description: 'The referrer paid' }) @IsUUID('all', { message: REFERRAL_PAYOUT_MESSAGES.accountId }) accountId!: string;

  @ApiProperty({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units of currency' })
  @IsInt({ message: REFERRAL_PAYOUT_MESSAGES.amount })
  @Min(1, { message: REFERRAL_PAYOUT_MESSAGES.amount })
  @Max(Number.MAX_SAFE_INTEGER, { message: REFERRAL_PAYOUT_MESSAGES.amount })
  amount!: number;

  @ApiProperty(currencyProperty()) @IsIn(CURRENCY_CODES, { message: REFERRAL_PAYOUT_MESSAGES.currency }) currency!: Currency;
}
