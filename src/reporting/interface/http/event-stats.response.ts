import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

export class EventStatsDateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
}

export class EventStatsTicketTypeRow {
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Tickets sold, less those refunded or cancelled' }) sold!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'What it may sell in all, as the ticket type is now; null: unlimited (or a ticket type no longer offered)' }) capacity!: number | null;
  @ApiProperty({ description: 'Ticket prices after discounts (fees and donations excluded), minor units' }) revenue!: number;
}

export class EventStatsTotalsResponse {
  @ApiProperty({ description: 'Completed orders' }) orders!: number;
  @ApiProperty({ description: 'Tickets sold, less those refunded or cancelled' }) ticketsSold!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The ticket types' capacity summed; null when one is unlimited" }) capacity!: number | null;
  @ApiProperty({ description: 'Paid by buyers (prices and fees after discounts, donations), minor units' }) grossSales!: number;
  @ApiProperty({ description: 'Refunded, minor units' }) refunds!: number;
  @ApiProperty({ description: "Limelight's ticket fees (net of refunded fees), minor units" }) platformFees!: number;
  @ApiProperty({ description: "The payment provider's fees, minor units" }) providerFees!: number;
  @ApiProperty({ description: 'grossSales - refunds - platformFees - providerFees, minor units' }) netSales!: number;
}

export class EventStatsCheckInPoint {
  @ApiProperty({ format: 'date-time', description: 'Start of a 15-minute bucket (UTC) in which tickets were checked in or out' }) at!: string;
  @ApiProperty({ description: 'Checked in after that bucket' }) checkedIn!: number;
}

export class EventStatsCheckInsResponse {
  @ApiProperty({ description: 'Tickets checked in now' }) checkedIn!: number;
  @ApiProperty({ description: 'Tickets sold, less those refunded or cancelled' }) expected!: number;
  @ApiProperty({ type: [EventStatsCheckInPoint], description: 'Earliest first' }) curve!: EventStatsCheckInPoint[];
}

export class EventStatsFunnelResponse {
  @ApiProperty({ description: "Views of the event's page (every date: the page shows them all)" }) views!: number;
  @ApiProperty({ description: 'Tickets chosen (orders created)' }) addToCart!: number;
  @ApiProperty({ description: "Buyers' details confirmed (the payment step)" }) initiateCheckout!: number;
  @ApiProperty({ description: 'Orders completed through the checkout (guests and box-office sales excluded)' }) purchases!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'purchases / views (0..1); null without views' }) conversionRate!: number | null;
}

export class EventStatsSalesDay {
  @ApiProperty({ example: '2026-12-04', description: "A day in the event's time zone" }) day!: string;
  @ApiProperty({ description: 'Tickets of the orders completed that day' }) tickets!: number;
  @ApiProperty({ description: 'Paid in those orders, minor units' }) grossSales!: number;
}

export class EventStatsPromoterRow {
  @ApiProperty({ format: 'uuid' }) promoterId!: string;
  @ApiProperty({ description: "The promoter's name at their latest order" }) name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['User', 'School'], description: 'Its public page: /p/{username} for a user, /o/{username} for an organization' }) type!: 'User' | 'School';
  @ApiProperty({ description: 'Completed orders the promoter’s links brought' }) orders!: number;
  @ApiProperty({ description: 'Their tickets, refunded and cancelled ones excluded' }) tickets!: number;
  @ApiProperty({ description: 'Ticket prices after discounts of those tickets, minor units' }) revenue!: number;
}

export class EventStatsPromoCodeRow {
  @ApiProperty({ description: 'The promo code as the owner wrote it' }) code!: string;
  @ApiProperty({ description: 'Completed orders with the code' }) orders!: number;
  @ApiProperty({ description: 'Their tickets, refunded and cancelled ones excluded' }) tickets!: number;
  @ApiProperty({ description: 'What the code took off prices and fees, minor units' }) discounts!: number;
  @ApiProperty({ description: 'Ticket prices after discounts of those tickets, minor units' }) revenue!: number;
}

/** An event's stats page: sales, capacity, check-ins, funnel, sales per day, promoters and promo codes (money in minor units of `currency`). */
export class EventStatsResponse {
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'America/New_York' }) timezone!: string;
  @ApiProperty(currencyProperty({ description: "The event's ticket currency: every amount is in it" })) currency!: string;
  @ApiProperty({ type: [EventStatsDateResponse], description: 'Every date of the event, earliest first' }) dates!: EventStatsDateResponse[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The date the figures are for; null: every date' }) eventDateId!: string | null;
  @ApiProperty({ type: [EventStatsTicketTypeRow] }) ticketTypes!: EventStatsTicketTypeRow[];
  @ApiProperty({ type: EventStatsTotalsResponse }) totals!: EventStatsTotalsResponse;
  @ApiProperty({ type: EventStatsCheckInsResponse }) checkIns!: EventStatsCheckInsResponse;
  @ApiProperty({ type: EventStatsFunnelResponse, description: 'With a date, the checkout steps and purchases are that date’s; views stay the whole event’s' }) funnel!: EventStatsFunnelResponse;
  @ApiProperty({ type: [EventStatsSalesDay], description: 'Days with sales, earliest first' }) salesPerDay!: EventStatsSalesDay[];
  @ApiProperty({ type: [EventStatsPromoterRow], description: 'Most orders first' }) promoters!: EventStatsPromoterRow[];
  @ApiProperty({ type: [EventStatsPromoCodeRow], description: 'Most orders first' }) promoCodes!: EventStatsPromoCodeRow[];
}
