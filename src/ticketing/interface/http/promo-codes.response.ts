import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import type { Currency } from '../../../shared/money.js';
import { PROMO_SCOPES, PROMO_STATUSES, type PromoScope, type PromoStatus } from '../../domain/promo-codes.js';

export class PromoCodeCategoryResponse {
  @ApiProperty({ format: 'uuid' }) uuid!: string;
  @ApiProperty() name!: string;
}

/** Seed 001 §3: a global promo code. */
export class PromoCodeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SUMMER10' }) code!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'A fixed discount per ticket, in minor units of currency' }) amount!: number | null;
  @ApiProperty(currencyProperty({ description: "The owner's currency when the code was saved" })) currency!: Currency;
  @ApiProperty({ type: Number, nullable: true }) percentageValue!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The usage limit; null for unlimited' }) quantity!: number | null;
  @ApiProperty({ description: 'Orders completed with the code' }) uses!: number;
  @ApiProperty({
    enum: PROMO_STATUSES,
    enumName: 'PromoCodeStatus',
    description: "expired once endsAt has come ('Expired'), future before startsAt ('Activates on dd.MM.yyyy'), else active ('Active')",
  })
  status!: PromoStatus;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endsAt!: string | null;
  @ApiProperty({ enum: PROMO_SCOPES, enumName: 'PromoCodeScope' }) scope!: PromoScope;
  @ApiProperty({ type: [PromoCodeCategoryResponse] }) courseCategories!: PromoCodeCategoryResponse[];
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
}

export class PromoCodesPageResponse {
  @ApiProperty({ type: [PromoCodeResponse] }) data!: PromoCodeResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() page!: number;
}
