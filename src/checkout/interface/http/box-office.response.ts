import { ApiProperty } from '@nestjs/swagger';

export class BoxOfficeOrderResponse {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ description: 'What the card reader will charge, in minor units of the currency (no ticket fee)' }) amount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ type: [String], description: 'The tickets, registrations once paid' }) registrationIds!: string[];
  @ApiProperty({ format: 'date-time', description: 'The tickets are held until then unless the payment completes' }) expiresAt!: string;
}

export class TerminalPaymentStatusResponse {
  @ApiProperty({ enum: ['processing', 'succeeded', 'failed', 'canceled'] }) status!: 'processing' | 'succeeded' | 'failed' | 'canceled';
  @ApiProperty({ type: String, nullable: true, description: "Why the payment failed, e.g. 'There was an error with the payment. Please try again.'" }) message!: string | null;
}

export class TerminalPaymentStartedResponse extends TerminalPaymentStatusResponse {
  @ApiProperty({ description: "Test cards may be presented on the reader (confirm_payment, the 'Confirm Payment' button); never in production" }) testMode!: boolean;
}
