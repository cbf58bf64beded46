import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

export class ManagedTicketTypeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty({ enum: ['in-person', 'online'] }) attendance!: 'in-person' | 'online';
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Minor units' }) price!: number;
  @ApiProperty({ description: '$0.69 + 1% per ticket, minor units' }) fee!: number;
  @ApiProperty({ description: 'What a buyer pays: price + fee' }) cost!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Tickets sold so far' }) sold!: number;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) startsSalesAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsSalesAt!: string | null;
  @ApiProperty({ enum: ['secret', 'member', 'list', 'other'] }) visibilityScope!: 'secret' | 'member' | 'list' | 'other';
  @ApiProperty() secret!: boolean;
  @ApiProperty({ enum: ['Admission', 'Add on'] }) category!: 'Admission' | 'Add on';
  @ApiProperty({ type: String, nullable: true, description: 'The code that unlocks a secret ticket' }) code!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How many tickets one secret code buys' }) quantityPerCode!: number | null;
  @ApiProperty({ type: [String], format: 'uuid', description: 'Members-only tickets: the membership tiers whose members may buy them' }) membershipTierIds!: string[];
  @ApiProperty({ type: [String], format: 'uuid', description: "List tickets: the owner's private access lists whose people may buy them" }) customUserListIds!: string[];
  @ApiProperty({ type: Number, nullable: true, description: "List tickets: how many tickets a listed buyer's share code buys others (null: no share codes)" })
  initialQuantityPerCode!: number | null;
  @ApiProperty({ type: [Number], description: "Reserved seating: the categories of the event's seat chart it sells (whole numbers, zeros dropped); on a seated date it is sold through the chart" })
  seatsCategoryKeys!: number[];
}

export class ManagedDateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) doorTime!: string | null;
  @ApiProperty() past!: boolean;
  @ApiProperty({ description: 'Tickets sold for this date' }) sold!: number;
  @ApiProperty({ type: [ManagedTicketTypeResponse] }) ticketTypes!: ManagedTicketTypeResponse[];
}

export class FeeCurrencyResponse {
  @ApiProperty(currencyProperty()) code!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty({ description: 'Minor-unit digits (jpy has none)' }) digits!: number;
  @ApiProperty({ description: 'The fixed part of the ticket fee in minor units' }) fixedFee!: number;
}

export class ManagedTicketsResponse {
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ format: 'uuid', description: "The event's owner, whose membership tiers members-only tickets list" }) ownerId!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty() timezone!: string;
  @ApiProperty(currencyProperty({ description: "The event's currency (of its ticket types)" })) currency!: string;
  @ApiProperty({ description: 'Fee of a paid ticket: fixedFee of its currency + round(price × feePercent / 100); free tickets carry none' }) feePercent!: number;
  @ApiProperty({ type: [FeeCurrencyResponse], description: 'The supported currencies' }) currencies!: FeeCurrencyResponse[];
  @ApiProperty({ type: [ManagedDateResponse] }) dates!: ManagedDateResponse[];
}
