import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

export class OrderItemResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'Ticket type id' }) ticket!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Price after discount, minor units' }) price!: number;
  @ApiProperty() fee!: number;
  @ApiProperty() discount!: number;
  @ApiProperty({ type: String, nullable: true, description: "The member benefit's name when one discounted the ticket" }) discountName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Reserved seating: the label of the seat (or area) the ticket takes; its attendee cannot name another' })
  seatLabel!: string | null;
}

/** Reserved seating: a seat (or places of an area) of the order, as chosen on the chart. */
export class OrderSeatResponse {
  @ApiProperty({ example: 'Stalls-A-7' }) seatLabel!: string;
  @ApiProperty({ format: 'uuid', description: 'The ticket type it is sold as' }) ticketId!: string;
  @ApiProperty({ description: '1 for a seat; the places taken for an area' }) ticketQuantity!: number;
}

export class OrderLineResponse {
  @ApiProperty({ format: 'uuid' }) ticketId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty() price!: number;
  @ApiProperty() fee!: number;
  @ApiProperty() discount!: number;
  @ApiProperty({ type: String, nullable: true, description: "The member benefit's name when one discounted these tickets" }) discountName!: string | null;
}

export class TotalsResponse {
  @ApiProperty() subtotal!: number;
  @ApiProperty({ description: 'Ticket fees after discounts (the platform fee)' }) fees!: number;
  @ApiProperty() discount!: number;
  @ApiProperty() donation!: number;
  @ApiProperty() total!: number;
}

export class QuestionResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() position!: number;
  @ApiProperty({ enum: ['TEXT', 'SHORT_TEXT', 'TERMS', 'DROPDOWN'] }) fieldType!: 'TEXT' | 'SHORT_TEXT' | 'TERMS' | 'DROPDOWN';
  @ApiProperty() required!: boolean;
  @ApiProperty({ required: false }) content?: string;
  @ApiProperty({ type: [String], required: false }) onlyForTickets?: string[];
}

export class StripePaymentMethodResponse {
  @ApiProperty() key!: string;
  @ApiProperty({ type: String, nullable: true }) account!: string | null;
}

class OrderCourseResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() private!: boolean;
}

class OrderDateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) doorTime!: string | null;
  @ApiProperty() timezone!: string;
}

class OrderOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['User', 'School'] }) type!: 'User' | 'School';
}

class OrderUserResponse {
  @ApiProperty() email!: string;
}

const STATUSES = ['pending', 'processing', 'express_processing', 'handling_payment', 'completed', 'failed', 'canceled', 'timed_out'];
const OUTCOMES = ['succeeded', 'processing', 'tryAgain', 'failed'];

export class OrderResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiProperty({ description: 'pending, processing, express_processing or handling_payment' }) inProgress!: boolean;
  @ApiProperty({ description: 'Total to pay, minor units' }) amount!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty() free!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'When the hold ends (select phase, then pay phase)' }) expiresAt!: string | null;
  @ApiProperty({ type: [OrderItemResponse] }) items!: OrderItemResponse[];
  @ApiProperty({ type: [OrderLineResponse] }) lines!: OrderLineResponse[];
  @ApiProperty({ type: [OrderSeatResponse], description: 'Reserved seating: the seats the order holds (empty without)' }) seats!: OrderSeatResponse[];
  @ApiProperty() donationAmount!: number;
  @ApiProperty({ type: String, nullable: true }) promoCode!: string | null;
  @ApiProperty({ type: [String] }) secretCodes!: string[];
  @ApiProperty({ type: [String], description: "Listed buyers' share codes given for list tickets" }) customUserListsCodes!: string[];
  @ApiProperty({ type: TotalsResponse }) totals!: TotalsResponse;
  @ApiProperty({ enum: ['in-person', 'online'] }) ticketType!: 'in-person' | 'online';
  @ApiProperty() personalOrder!: boolean;
  @ApiProperty() express!: boolean;
  @ApiProperty() confirmed!: boolean;
  @ApiProperty({ enum: OUTCOMES, type: String, nullable: true }) paymentResult!: string | null;
  @ApiProperty({ enum: ['demo', 'stripe'], type: String, nullable: true, description: 'Set once the payment is asked for, and on an express order in progress (for the wallet buttons)' })
  paymentGateway!: string | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntent!: string | null;
  @ApiProperty({ type: String, nullable: true }) clientSecret!: string | null;
  @ApiProperty({ type: StripePaymentMethodResponse, nullable: true, description: "Stripe's publishable key, with paymentGateway stripe" })
  stripePaymentMethod!: StripePaymentMethodResponse | null;
  @ApiProperty({ type: OrderUserResponse, nullable: true }) user!: OrderUserResponse | null;
  @ApiProperty({ enum: ['each-attendee', 'only-buyer'] }) collectInformationSetting!: 'each-attendee' | 'only-buyer';
  @ApiProperty({ type: [QuestionResponse] }) questions!: QuestionResponse[];
  @ApiProperty({ type: OrderCourseResponse, nullable: true }) course!: OrderCourseResponse | null;
  @ApiProperty({ type: OrderDateResponse, nullable: true }) eventDate!: OrderDateResponse | null;
  @ApiProperty({ type: OrderOwnerResponse, nullable: true }) owner!: OrderOwnerResponse | null;
  @ApiProperty({ type: String, nullable: true }) broadcastUrl!: string | null;
}

export class PaymentRequestResponse {
  @ApiProperty({ enum: ['demo', 'stripe'] }) gateway!: 'demo' | 'stripe';
  @ApiProperty() paymentIntent!: string;
  @ApiProperty() clientSecret!: string;
  @ApiProperty({ type: StripePaymentMethodResponse, nullable: true }) stripePaymentMethod!: StripePaymentMethodResponse | null;
}

export class ConfirmOrderResponse {
  @ApiProperty({ type: OrderResponse }) order!: OrderResponse;
  @ApiProperty({ type: PaymentRequestResponse, nullable: true, description: 'Null when the order is complete (free)' }) paymentRequest!: PaymentRequestResponse | null;
  @ApiProperty({ type: [OrderItemResponse] }) items!: OrderItemResponse[];
}

export class FieldErrorResponse {
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'Where the problem is, e.g. buyer.email or attendees.0.questions.<id>' }) field!: string;
}

export class OrderSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiProperty() inProgress!: boolean;
  @ApiProperty() amount!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty() free!: boolean;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty({ enum: ['in-person', 'online'] }) ticketType!: 'in-person' | 'online';
  @ApiProperty() ticketsCount!: number;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ enum: OUTCOMES, type: String, nullable: true }) paymentResult!: string | null;
}

export class CodePromoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String] }) tickets!: string[];
  @ApiProperty() allTickets!: boolean;
  @ApiProperty({ type: Number, nullable: true }) amount!: number | null;
  @ApiProperty({ type: Number, nullable: true }) percentageValue!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Uses left; null when unlimited' }) quantity!: number | null;
}

export class UnlockedTicketResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty({ enum: ['in-person', 'online'] }) attendance!: 'in-person' | 'online';
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() price!: number;
  @ApiProperty() fee!: number;
  @ApiProperty() cost!: number;
  @ApiProperty(currencyProperty()) currency!: string;
  @ApiProperty() available!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Secret tickets: how many tickets one code buys; list tickets: how many the share code still buys' })
  quantityPerCode!: number | null;
  @ApiPropertyOptional({ type: String, description: 'List tickets (kind list): the share code that unlocks the ticket' }) customUserListsCode?: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "List tickets (kind list): how many tickets a listed buyer's share code buys in all" })
  initialQuantityPerCode?: number | null;
  @ApiProperty() status!: string;
  @ApiProperty({ type: String, nullable: true }) statusLabel!: string | null;
  @ApiProperty({ type: [Number], description: "Reserved seating: the categories of the event's seat chart it sells (zeros dropped)" }) seatsCategoryKeys!: number[];
}

export class ValidateCodeResponse {
  @ApiProperty({ enum: ['promo', 'secret', 'list'], description: "promo: a promo code; secret: a secret code; list: a listed buyer's share code" }) kind!: 'promo' | 'secret' | 'list';
  @ApiProperty({ type: CodePromoResponse, nullable: true }) promo!: CodePromoResponse | null;
  @ApiProperty({ type: [UnlockedTicketResponse], description: 'Secret or list tickets the code unlocks' }) tickets!: UnlockedTicketResponse[];
}

export class DemoPaymentResponse {
  @ApiProperty({ enum: OUTCOMES }) result!: 'succeeded' | 'processing' | 'tryAgain' | 'failed';
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ description: 'The postal code check failed: the form marks its postal code' }) zipError!: boolean;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
}
