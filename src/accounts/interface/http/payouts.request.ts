import { ApiExtension, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { PageParam } from '../../../shared/http/paging.js';
import { CURRENCY_CODES, type Currency } from '../../../shared/money.js';
import { PAYOUT_MESSAGES } from '../../domain/payouts.js';

export class PayoutsOwnerQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class PayoutsOwnerRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class PayoutsQuery extends PayoutsOwnerQuery {
  @PageParam() page?: number;
}

@ApiExtension('x-messages', { currency: PAYOUT_MESSAGES.currency })
export class PayoutSettingsRequest extends PayoutsOwnerRequest {
  @ApiProperty(currencyProperty({ description: 'What new ticket types are priced in' }))
  @IsIn(CURRENCY_CODES, { message: PAYOUT_MESSAGES.currency })
  currency!: Currency;
}
