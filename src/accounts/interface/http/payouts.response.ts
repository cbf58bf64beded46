import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import type { Currency } from '../../../shared/money.js';

export class PaymentConnectionResponse {
  @ApiProperty({ enum: ['demo', 'stripe'], description: "'demo': simulated accounts, no money moves; 'stripe': Stripe Connect" }) gateway!: 'demo' | 'stripe';
  @ApiProperty({ type: String, nullable: true, description: 'The connected account; null when not connected' }) stripeAccountId!: string | null;
  @ApiProperty({ description: 'The account may charge cards, so paid tickets sell' }) stripeConnected!: boolean;
  @ApiProperty() payoutsEnabled!: boolean;
  @ApiProperty(currencyProperty()) currency!: Currency;
}

export class UrlResponse {
  @ApiProperty() url!: string;
}

export class LoginLinkResponse {
  @ApiProperty({ type: String, nullable: true, description: 'One-time link to the Stripe dashboard; null with demo payments (no dashboard)' }) url!: string | null;
}

export class PayoutRowResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'date-time', description: 'When the payout reached the bank' }) datePaid!: string;
  @ApiProperty({ description: 'Minor units of currency' }) amountPaid!: number;
  @ApiProperty(currencyProperty()) currency!: Currency;
}

export class PayoutPageResponse {
  @ApiProperty({ type: [PayoutRowResponse] }) data!: PayoutRowResponse[];
  @ApiProperty() page!: number;
  @ApiProperty({ example: 10 }) perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class CurrencyResponse {
  @ApiProperty(currencyProperty()) currency!: Currency;
  @ApiProperty({ example: 'US Dollar' }) name!: string;
  @ApiProperty({ example: '$' }) symbol!: string;
  @ApiProperty({ example: 2.9, description: 'Percentage of each card payment' }) stripeFeePercentage!: number;
  @ApiProperty({ example: 30, description: 'Fixed part per card payment, in minor units' }) stripeFeeCash!: number;
}
