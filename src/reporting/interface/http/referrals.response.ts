import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import type { Currency } from '../../../shared/money.js';
import { REFERRAL_COMPLETE_TOTAL, REFERRAL_SHARE_PERCENT, type ReferralStatus } from '../../domain/referral-earnings.js';

/** Seed 001 §3 "Referral row": Referred Accounts (name), Amount Earned, Referred Account UUID, dates map. */
export class ReferralRowResponse {
  @ApiProperty({ format: 'uuid' }) referredAccountUuid!: string;
  @ApiProperty() referredAccountName!: string;
  @ApiProperty({ description: `Minor units of currency: ${REFERRAL_SHARE_PERCENT}% of the account's platform fees (net of refunded fees)` }) amountEarned!: number;
  @ApiProperty(currencyProperty()) currency!: Currency;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { '2026-03-01': 62 },
    description: 'UTC day (yyyy-MM-dd) → what was earned that day, in minor units; days without earnings are left out',
  })
  dates!: Record<string, number>;
  @ApiProperty({
    enum: ['Pending', 'Earning', 'Complete'],
    enumName: 'ReferralStatus',
    description: `Pending: nothing earned yet; Complete: the first earning is more than a year old, or ${REFERRAL_COMPLETE_TOTAL} (major units) earned; otherwise Earning`,
  })
  status!: ReferralStatus;
}

export class ReferralsPageResponse {
  @ApiProperty({ type: [ReferralRowResponse] }) data!: ReferralRowResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty({ example: 10 }) perPage!: number;
  @ApiProperty({ example: 'https://limelight.example/auth?ref=kofi', description: "The referrer's link: the sign-up page with their username" }) referralLink!: string;
}
