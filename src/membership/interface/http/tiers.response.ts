import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { priceIntervalProperty } from './tiers.request.js';

export class NamedRefResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class PriceResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "Minor units of the tier's currency" }) price!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty(priceIntervalProperty()) interval!: string;
  @ApiProperty({ enum: [1] }) intervalCount!: 1;
  @ApiProperty() position!: number;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Where the subscribe form posts when the price can be subscribed to now (payments on, tier and price shown, seats left); else null' })
  subscribeUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The Price on the owner's payment account, once someone subscribed" }) stripeApiPriceId!: string | null;
  @ApiProperty({ description: 'Members holding this price now; a price with members cannot be changed or removed' }) subscriptionsCount!: number;
}

export class TierResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() position!: number;
  @ApiProperty({ description: 'Hidden: gone from the public page, no new subscriptions' }) archived!: boolean;
  @ApiProperty({ description: 'The thank-you e-mail text' }) emailText!: string;
  @ApiProperty({ type: Number, nullable: true }) validSubscriptionsLimit!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Seats left: the limit less the members holding the tier (null without a limit)' }) remaining!: number | null;
  @ApiProperty({ description: 'Members holding the tier now' }) membersCount!: number;
  @ApiProperty({ description: 'What the members holding the tier pay per period at their current prices (minor units; manual members excluded)' }) revenue!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty({ type: [String], format: 'uuid' }) discountIds!: string[];
  @ApiProperty({ type: [NamedRefResponse], description: 'The shown benefits of the tier' }) discounts!: NamedRefResponse[];
  @ApiProperty({ type: [PriceResponse] }) prices!: PriceResponse[];
}

export class MemberTicketResponse {
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: [String], format: 'uuid', description: 'The tiers that may buy it when it is members-only' }) tierIds!: string[];
}

export class PublicPriceResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: "Minor units of the tier's currency" }) price!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty(priceIntervalProperty()) interval!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the subscribe form posts; null when it cannot be subscribed to now (Subscribe disabled)' }) subscribeUrl!: string | null;
}

export class PublicTierResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() position!: number;
  @ApiProperty({ type: Number, nullable: true }) validSubscriptionsLimit!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "'Limited (N of M remaining)'" }) remaining!: number | null;
  @ApiProperty({ type: [PublicPriceResponse] }) prices!: PublicPriceResponse[];
  @ApiProperty({ type: [MemberTicketResponse], description: 'Members-only tickets of upcoming dates this tier may buy' }) tickets!: MemberTicketResponse[];
  @ApiProperty({ type: [NamedRefResponse] }) benefits!: NamedRefResponse[];
}
