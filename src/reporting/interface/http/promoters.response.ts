import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

/** The account that promoted an order through its promoter link, as it was then. */
export class OrderPromoterResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['User', 'School'], description: 'Its public page: /p/{username} for a user, /o/{username} for an organization' }) type!: 'User' | 'School';
}

export class PromoterSalesResponse {
  @ApiProperty({ format: 'uuid' }) promoterId!: string;
  @ApiProperty({ description: "The promoter's name at their latest order" }) promoterName!: string;
  @ApiProperty() promoterUsername!: string;
  @ApiProperty({ enum: ['User', 'School'], description: 'Its public page: /p/{username} for a user, /o/{username} for an organization' }) promoterType!: 'User' | 'School';
  @ApiProperty({ description: 'Completed orders the promoter’s links brought' }) orders!: number;
  @ApiProperty({ description: 'Their tickets, refunded and cancelled ones excluded' }) tickets!: number;
  @ApiProperty({ description: 'Ticket prices after discounts (fees and donations excluded), minor units' }) revenue!: number;
  @ApiProperty(currencyProperty({ description: 'The currency of revenue: a promoter who sold in two currencies has two rows' })) currency!: string;
}

export class PromoterSalesPageResponse {
  @ApiProperty({ type: [PromoterSalesResponse], description: 'Most orders first' }) data!: PromoterSalesResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}
