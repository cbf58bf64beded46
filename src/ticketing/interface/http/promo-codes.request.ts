import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../../shared/http/paging.js';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  BULK_CODE_MIN_LENGTH,
  BULK_CODES_MAX,
  CODE_MAX_LENGTH,
  CODE_PATTERN,
  PERCENT_MAX,
  PERCENT_MIN,
  PROMO_CODE_MESSAGES,
  PROMO_CODES_MAX_PER_PAGE,
  PROMO_CODES_PER_PAGE,
  PROMO_SCOPES,
  PROMO_SORTS,
  TIME_STEP_MINUTES,
  USAGE_LIMIT_MAX,
  USAGE_LIMIT_MIN,
  type PromoScope,
  type PromoSort,
} from '../../domain/promo-codes.js';

export class PromoCodeOwnerQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class PromoCodesQuery extends PromoCodeOwnerQuery {
  @PageParam() page?: number;
  @PerPageParam(PROMO_CODES_PER_PAGE, PROMO_CODES_MAX_PER_PAGE) perPage?: number;
  @ApiPropertyOptional({ description: 'Part of the code, any case' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ enum: PROMO_SORTS, enumName: 'PromoCodeSort', description: 'Newest first when absent; discount puts fixed amounts before percentages' })
  @IsOptional()
  @IsIn(PROMO_SORTS, { message: 'sort must be code, discount or uses' })
  sort?: PromoSort;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortDirection', default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'direction must be asc or desc' })
  direction?: 'asc' | 'desc';
}

/**
 * The terms of the add, edit and bulk import forms (seed 001 §3). Every field is checked by the promo code
 * rules (src/ticketing/domain/promo-codes.ts), and every problem answered in one list `[{ message }]`.
 */
class PromoTermsRequest {
  @ApiProperty({ format: 'date-time', description: `Required; on a ${TIME_STEP_MINUTES}-minute step of the owner's local time` }) @Allow() startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'After startsAt; null when the code never expires' }) @Allow() endsAt!: string | null;
  @ApiProperty({ enum: PROMO_SCOPES, enumName: 'PromoCodeScope', description: 'owner: every event of the owner; course_categories: events of the categories chosen' })
  @Allow()
  scope!: PromoScope;
  @ApiProperty({ type: [String], format: 'uuid', description: 'With scope course_categories, at least one (GET /v1/course_categories); ignored otherwise' })
  @Allow()
  courseCategoryIds!: string[];
  @ApiProperty({ type: Number, nullable: true, description: `A fixed discount per ticket in minor units of the owner's currency (${AMOUNT_MIN} to ${AMOUNT_MAX} major units); or null` })
  @Allow()
  amount!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: PERCENT_MIN, maximum: PERCENT_MAX, description: 'A percent off; or null (exactly one of amount and percentageValue)' })
  @Allow()
  percentageValue!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: USAGE_LIMIT_MIN, maximum: USAGE_LIMIT_MAX, description: 'The usage limit (orders completed with the code); null for unlimited' })
  @Allow()
  quantity!: number | null;
}

/** `x-messages`: every message of the forms; `{line}` is a line of the uploaded file. The other `x-` give the limits. */
const PromoRules = () =>
  applyDecorators(
    ApiExtension('x-messages', PROMO_CODE_MESSAGES),
    ApiExtension('x-code', { maxLength: CODE_MAX_LENGTH, bulkMinLength: BULK_CODE_MIN_LENGTH, pattern: CODE_PATTERN, randomLength: CODE_MAX_LENGTH }),
    ApiExtension('x-amount-range', { min: AMOUNT_MIN, max: AMOUNT_MAX, unit: 'major' }),
    ApiExtension('x-percent-range', { min: PERCENT_MIN, max: PERCENT_MAX }),
    ApiExtension('x-usage-limit', { min: USAGE_LIMIT_MIN, max: USAGE_LIMIT_MAX }),
    ApiExtension('x-time-step-minutes', TIME_STEP_MINUTES),
  );

@PromoRules()
export class PromoCodeRequest extends PromoTermsRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ maxLength: CODE_MAX_LENGTH, description: 'Letters and digits are kept, upper-cased (summer-10 is SUMMER10)', example: 'SUMMER10' }) @Allow() code!: string;
}

@PromoRules()
@ApiExtension('x-max-codes', BULK_CODES_MAX)
export class ImportPromoCodesRequest extends PromoTermsRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({
    type: [String],
    maxItems: BULK_CODES_MAX,
    description: `One code per line of the file, in order: letters and digits, ${BULK_CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH}, upper-cased, each once`,
    example: ['SPRING01', 'SPRING02'],
  })
  @Allow()
  codes!: string[];
}
