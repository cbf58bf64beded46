import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import type { Currency } from '../../../shared/money.js';

/** Seed 001 §3 "Payout row": Date Paid (paidAt), Amount Paid (amount). */
export class ReferralPayoutResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) paidAt!: string;
  @ApiProperty({ description: 'Minor units of currency' }) amount!: number;
  @ApiProperty(currencyProperty()) currency!: Currency;
}

export class ReferralPayoutsPageResponse {
  @ApiProperty({ type: [ReferralPayoutResponse] }) data!: ReferralPayoutResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty({ example: 10 }) perPage!: number;
}
