import { ApiProperty } from '@nestjs/swagger';

export class BoxOfficeOrderResponse {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ description: 'What the buyer pays, in minor units of the currency (no ticket fee)' }) amount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ enum: ['terminal', 'cash'] }) paymentMethod!: 'terminal' | 'cash';
  @ApiProperty({ enum: ['pending', 'completed'], description: "'pending' until the card reader's payment completes the order; a cash sale is completed at once" }) status!: 'pending' | 'completed';
  @ApiProperty({ type: [String], description: 'The tickets, registrations once paid' }) registrationIds!: string[];
  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'The tickets are held until then unless the payment completes; null for a cash sale' })
  expiresAt!: string | null;
}

export class BoxOfficeTicketResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['in-person', 'online'] }) attendance!: 'in-person' | 'online';
  @ApiProperty({ description: 'Minor units; the box office adds no ticket fee' }) price!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ description: 'Tickets left now' }) available!: number;
  @ApiProperty({ enum: ['secret', 'member', 'other'], description: 'Secret and members-only tickets are sold here without code or membership' }) visibilityScope!: 'secret' | 'member' | 'other';
}

/** Seed 000 §3 'Terminal payment method'. */
export class TerminalPaymentMethodResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: "The provider's reader id" }) stripeReaderId!: string;
}

export class BoxOfficeResponse {
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty({ type: [BoxOfficeTicketResponse], description: 'Every ticket type of the date but list tickets (those are sold only to listed buyers)' }) ticketTypes!: BoxOfficeTicketResponse[];
  @ApiProperty({ type: [TerminalPaymentMethodResponse], description: "The event owner's card readers, oldest first" }) cardReaders!: TerminalPaymentMethodResponse[];
}

export class TerminalPaymentStatusResponse {
  @ApiProperty({ enum: ['processing', 'succeeded', 'failed', 'canceled'] }) status!: 'processing' | 'succeeded' | 'failed' | 'canceled';
  @ApiProperty({ type: String, nullable: true, description: "Why the payment failed, e.g. 'There was an error with the payment. Please try again.'" }) message!: string | null;
}

export class TerminalPaymentStartedResponse extends TerminalPaymentStatusResponse {
  @ApiProperty({ description: "Test cards may be presented on the reader (confirm_payment, the 'Confirm Payment' button); never in production" }) testMode!: boolean;
}
