import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { labelledEnumProperty } from '../../../shared/http/api-labelled-enum.js';
import { AMOUNT_MAX, AMOUNT_MIN, MAX_PRICES, PRICE_INTERVAL_LABELS, TIER_DESCRIPTION_MAX, TIER_EMAIL_TEXT_MAX, TIER_MESSAGES, TIER_NAME_MAX } from '../../domain/membership-rules.js';

export const priceIntervalProperty = (description = 'How often the price is charged; x-labels gives what the form shows') =>
  labelledEnumProperty('PriceInterval', PRICE_INTERVAL_LABELS, 'How often a membership price is charged', { description });

export class TiersQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiPropertyOptional({ description: 'Part of a tier name' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
}

export class TierPriceRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "One of the tier's prices, kept (on edit); absent for a new price" }) id?: string;
  @ApiProperty({ description: `Minor units of the tier's currency, between ${AMOUNT_MIN} and ${AMOUNT_MAX} major units (x-amount-range)`, example: 500 }) price!: number;
  @ApiPropertyOptional({ ...priceIntervalProperty(), default: 'month' }) interval?: string;
}

/**
 * The tier form. Its fields are checked by the membership rules (not here), so every problem comes back in
 * one list `[{ message }]` with the seeds' texts (x-messages).
 */
class TierFieldsRequest {
  @ApiProperty({ maxLength: TIER_NAME_MAX, example: 'Friend' }) @Allow() name!: string;
  @ApiProperty({ maxLength: TIER_DESCRIPTION_MAX }) @Allow() description!: string;
  @ApiPropertyOptional({ maxLength: TIER_EMAIL_TEXT_MAX, description: 'The thank-you e-mail sent to new members' }) @Allow() emailText?: string;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Capacity: how many may hold the tier at once; null for no limit' }) @Allow() validSubscriptionsLimit?: number | null;
  @ApiProperty({ type: [TierPriceRequest], minItems: 1, maxItems: MAX_PRICES, description: 'One or two prices, one per interval; positions follow this order' }) @Allow() prices!: TierPriceRequest[];
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: "The owner's shown benefits that list this tier (others stop listing it); unchanged when absent" }) @Allow() discountIds?: string[];
}

@ApiExtension('x-messages', TIER_MESSAGES)
@ApiExtension('x-amount-range', { min: AMOUNT_MIN, max: AMOUNT_MAX, unit: 'major' })
@ApiExtension('x-max-prices', MAX_PRICES)
export class TierRequest extends TierFieldsRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

/** PATCH: the same form; the tier's owner is the one that counts (ownerId may be left out). */
@ApiExtension('x-messages', TIER_MESSAGES)
export class UpdateTierRequest extends TierFieldsRequest {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID('all', { message: 'ownerId is required' }) ownerId?: string;
}

export class TicketOptionsQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}
