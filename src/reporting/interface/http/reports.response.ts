import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { OrderPromoterResponse } from './promoters.response.js';

export class ReportOrderItemResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() patron!: string;
  @ApiProperty() price!: number;
  @ApiProperty() fee!: number;
  @ApiProperty() discountAmount!: number;
  @ApiProperty({ type: String, nullable: true }) discountName!: string | null;
  @ApiProperty({ description: 'Active, Canceled or Refunded' }) status!: string;
  @ApiProperty({ format: 'uuid' }) registrationId!: string;
  @ApiProperty({ type: String, nullable: true, description: "The ticket's seat (a reserved seat's label, e.g. Stalls-C-7); null when it has none" }) seat!: string | null;
}

export class PaymentDetailsResponse {
  @ApiProperty() paymentMethod!: string;
  @ApiProperty() subtotal!: number;
  @ApiProperty() donation!: number;
  @ApiProperty() discounts!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Platform fee' }) viewcyFee!: number;
  @ApiProperty({ description: 'Payment provider fee' }) stripeFee!: number;
  @ApiProperty() refundedAmount!: number;
  @ApiProperty() netAmount!: number;
}

export class TransactionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ type: String, nullable: true }) userId!: string | null;
  @ApiProperty() userFirstName!: string;
  @ApiProperty() userLastName!: string;
  @ApiProperty() userEmail!: string;
  @ApiProperty() amount!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty({ description: "stripe, demo, terminal (card reader), cash or free ('Comp (Free)')" }) paymentMethod!: string;
  @ApiProperty({ enum: ['pending', 'completed', 'refunded', 'partially_refunded'] }) status!: string;
  @ApiProperty({ enum: ['Course', 'MembershipTier', 'ArtistVideo'] }) productType!: string;
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty() productName!: string;
  @ApiProperty({ format: 'date-time' }) productDate!: string;
  @ApiProperty({ type: [ReportOrderItemResponse] }) orderItems!: ReportOrderItemResponse[];
  @ApiProperty({ type: PaymentDetailsResponse }) paymentDetails!: PaymentDetailsResponse;
  @ApiProperty({ type: OrderPromoterResponse, nullable: true, description: 'Who promoted the order through their promoter link; null when nobody did' }) promoter!: OrderPromoterResponse | null;
  @ApiProperty({ type: String, nullable: true, description: "The event's time zone (IANA), in which an event order's dates are shown; null for memberships and donations" })
  timezone!: string | null;
}

export class TransactionsPageResponse {
  @ApiProperty({ type: [TransactionResponse] }) data!: TransactionResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class PatronTotalResponse {
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty({ description: 'Everything the patron paid in this currency, refunds deducted (minor units)' }) totalAmount!: number;
}

export class PatronResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Account id; patrons without an account are known by e-mail' }) id!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: [PatronTotalResponse], description: 'What the patron paid, one entry per currency (by currency code); currencies are never added together' })
  totals!: PatronTotalResponse[];
  @ApiProperty() orderCount!: number;
  @ApiProperty() eventsAttended!: number;
  @ApiProperty({ format: 'date-time' }) memberSince!: string;
}

export class PatronsPageResponse {
  @ApiProperty({ type: [PatronResponse] }) data!: PatronResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class ActivityResponse {
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Sanitised HTML with links to the patron and the event' }) message!: string;
  @ApiProperty() actorId!: string;
  @ApiProperty() targetId!: string;
}

export class ActivitiesPageResponse {
  @ApiProperty({ type: [ActivityResponse] }) data!: ActivityResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
  @ApiProperty() totalCount!: number;
}

export class RevenueItemResponse {
  @ApiProperty() dimension!: string;
  @ApiProperty() dimensionId!: string;
  @ApiProperty({
    enum: ['Course', 'MembershipTier', 'ArtistVideo'],
    nullable: true,
    type: String,
    description: "By event: whether the row is an event's, a membership tier's or a video's (donations); null for other dimensions",
  })
  productType!: 'Course' | 'MembershipTier' | 'ArtistVideo' | null;
  @ApiProperty(currencyProperty({ description: 'The currency of every amount of the row' })) currency!: string;
  @ApiProperty() netSales!: number;
  @ApiProperty() grossSales!: number;
  @ApiProperty() onlineSales!: number;
  @ApiProperty() terminalSales!: number;
  @ApiProperty() cashSales!: number;
  @ApiProperty() refunds!: number;
  @ApiProperty() stripeFees!: number;
  @ApiProperty() viewcyFees!: number;
}

export class RevenueResponse {
  @ApiProperty({ type: [RevenueItemResponse], description: 'One row per dimension value and currency, sorted by the dimension, then the currency' }) data!: RevenueItemResponse[];
  @ApiProperty({ type: [RevenueItemResponse], description: "One total row per currency (dimension 'Total', dimensionId 'total'), by currency code; empty without sales" })
  totals!: RevenueItemResponse[];
}
