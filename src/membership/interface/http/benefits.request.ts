import { ApiExtension, ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  BENEFIT_MESSAGES,
  BENEFIT_NAME_MAX,
  BENEFIT_STATUS_FILTER_LABELS,
  BENEFIT_STATUS_FILTERS,
  DISCOUNT_SCOPE_LABELS,
  PERCENT_MAX,
  PERCENT_MIN,
  QUANTITY_SCOPE_LABELS,
  type BenefitStatusFilter,
} from '../../domain/membership-rules.js';

export const quantityScopeProperty = (options: { nullable?: boolean } = {}) =>
  ({ ...labelledEnumProperty('QuantityScope', QUANTITY_SCOPE_LABELS, "How often a benefit's quantity renews"), ...options }) as ApiPropertyOptions;
export const discountScopeProperty = () => labelledEnumProperty('DiscountScope', DISCOUNT_SCOPE_LABELS, 'Which tickets a benefit discounts');

export class BenefitsQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiPropertyOptional({ description: 'Part of a descriptor' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Only benefits of this tier' }) @IsOptional() @IsUUID('all', { message: 'tierId must be a uuid' }) tierId?: string;
  @ApiPropertyOptional({ ...labelledEnumProperty('BenefitStatusFilter', BENEFIT_STATUS_FILTER_LABELS, "The benefits list's status filter"), default: 'all' })
  @IsOptional()
  @IsIn(BENEFIT_STATUS_FILTERS, { message: 'Status must be all, active or archived' })
  status?: BenefitStatusFilter;
}

/** The benefit form; checked by the membership rules, every problem answered in one list `[{ message }]`. */
class BenefitFieldsRequest {
  @ApiProperty({ maxLength: BENEFIT_NAME_MAX, description: 'The descriptor', example: '10% off every ticket' }) @Allow() name!: string;
  @ApiProperty({ type: Number, nullable: true, description: "A fixed discount per ticket in minor units of the owner's currency (1 to 10000 major units); or null" }) @Allow() amount!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: PERCENT_MIN, maximum: PERCENT_MAX, description: 'A percent off; or null (exactly one of amount and percentageValue)' }) @Allow() percentageValue!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, description: 'How many tickets it discounts per quantityScope; null for unlimited' }) @Allow() quantity!: number | null;
  @ApiProperty(quantityScopeProperty({ nullable: true })) @Allow() quantityScope!: string | null;
  @ApiProperty(discountScopeProperty()) @Allow() discountScope!: string;
  @ApiProperty({ type: [String], format: 'uuid', description: 'With discountScope categories' }) @Allow() categoryIds!: string[];
  @ApiProperty({ type: [String], format: 'uuid', description: 'Ticket types, with discountScope tickets' }) @Allow() ticketIds!: string[];
  @ApiProperty({ type: [String], format: 'uuid', description: "The owner's tiers whose members get it (at least one)" }) @Allow() tierIds!: string[];
}

@ApiExtension('x-messages', BENEFIT_MESSAGES)
@ApiExtension('x-amount-range', { min: AMOUNT_MIN, max: AMOUNT_MAX, unit: 'major' })
@ApiExtension('x-percent-range', { min: PERCENT_MIN, max: PERCENT_MAX })
export class BenefitRequest extends BenefitFieldsRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

@ApiExtension('x-messages', BENEFIT_MESSAGES)
export class UpdateBenefitRequest extends BenefitFieldsRequest {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID('all', { message: 'ownerId is required' }) ownerId?: string;
}
