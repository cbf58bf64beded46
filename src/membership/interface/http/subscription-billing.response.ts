import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import type { Currency } from '../../../shared/money.js';
import { PRICE_INTERVALS, type PriceInterval } from '../../domain/membership-rules.js';

const INTERVALS = [...PRICE_INTERVALS];

export class DemoSessionResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['open', 'complete'] }) status!: 'open' | 'complete';
  @ApiProperty() ownerName!: string;
  @ApiProperty() ownerUsername!: string;
  @ApiProperty({ enum: ['User', 'School'] }) ownerType!: 'User' | 'School';
  @ApiProperty() tierName!: string;
  @ApiProperty({ description: 'Minor units' }) amount!: number;
  @ApiProperty(currencyProperty()) currency!: Currency;
  @ApiProperty({ enum: INTERVALS }) interval!: PriceInterval;
  @ApiProperty({ description: 'Where "Back" goes (the page the subscriber came from)' }) cancelUrl!: string;
}

export class DemoSessionCompletedResponse {
  @ApiProperty({ description: 'The page to go back to, with its success_message' }) redirectTo!: string;
}

export class DemoSubscriptionPriceResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Minor units' }) amount!: number;
  @ApiProperty({ enum: INTERVALS }) interval!: PriceInterval;
}

export class DemoSubscriptionResponse {
  @ApiProperty({ description: 'demo_sub_…' }) subscriptionId!: string;
  @ApiProperty() tierName!: string;
  @ApiProperty({ format: 'uuid' }) priceId!: string;
  @ApiProperty({ description: 'Minor units' }) amount!: number;
  @ApiProperty(currencyProperty()) currency!: Currency;
  @ApiProperty({ enum: INTERVALS }) interval!: PriceInterval;
  @ApiProperty({ enum: ['active', 'past_due', 'canceled'], description: 'canceled: ended' }) status!: 'active' | 'past_due' | 'canceled';
  @ApiProperty({ format: 'date-time' }) currentPeriodEnd!: string;
  @ApiProperty() cancelAtPeriodEnd!: boolean;
  @ApiProperty({ type: [DemoSubscriptionPriceResponse], description: 'Prices of the tier it may change to' }) prices!: DemoSubscriptionPriceResponse[];
}
