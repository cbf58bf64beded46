import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { discountScopeProperty, quantityScopeProperty } from './benefits.request.js';
import { NamedRefResponse } from './tiers.response.js';

export class BenefitResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty({ description: 'The descriptor' }) name!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Minor units of currency' }) amount!: number | null;
  @ApiProperty({ type: Number, nullable: true }) percentageValue!: number | null;
  @ApiProperty({ type: Number, nullable: true }) quantity!: number | null;
  @ApiProperty(quantityScopeProperty({ nullable: true })) quantityScope!: string | null;
  @ApiProperty(discountScopeProperty()) discountScope!: string;
  @ApiProperty({ type: [String], format: 'uuid' }) categoryIds!: string[];
  @ApiProperty({ type: [String], format: 'uuid' }) ticketIds!: string[];
  @ApiProperty({ type: [String], format: 'uuid' }) tierIds!: string[];
  @ApiProperty({ type: [NamedRefResponse] }) tiers!: NamedRefResponse[];
  @ApiProperty({ description: 'Tickets discounted by it in completed orders' }) redeemed!: number;
  @ApiProperty({ description: 'Hidden' }) archived!: boolean;
  @ApiProperty({ description: 'Not hidden: applied at checkout' }) available!: boolean;
  @ApiProperty(currencyProperty()) currency!: string;
}
