import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { AddGuestsRequest } from './registrations.request.js';

/** A box-office sale: the same choice as adding guests (a date, tickets, optional names), paid at a card reader or in cash. */
export class BoxOfficeOrderRequest extends AddGuestsRequest {
  @ApiPropertyOptional({
    enum: ['terminal', 'cash'],
    description: "'terminal' (when left out): held for 9 minutes until a card reader takes the payment; 'cash': paid on the spot, the order completes at once",
  })
  @IsOptional()
  @IsIn(['terminal', 'cash'], { message: 'paymentMethod must be terminal or cash' })
  paymentMethod?: 'terminal' | 'cash';
}

export class BoxOfficeQuery {
  @ApiProperty({ format: 'uuid', description: 'The date (sub-event) to sell tickets of' }) @IsString({ message: 'event_id is required' }) event_id!: string;
}

export class TerminalOrderRequest {
  @ApiProperty({ format: 'uuid', description: 'The box-office order' }) @IsUUID('all', { message: 'Order not found' }) id!: string;
}

export class TerminalReaderRequest extends TerminalOrderRequest {
  @ApiProperty({ description: "One of the owner's card readers (list_readers)" }) @IsString({ message: 'Card reader not found' }) @MaxLength(100) readerId!: string;
}

export class ConfirmTerminalPaymentRequest extends TerminalReaderRequest {
  @ApiPropertyOptional({ enum: ['succeeds', 'declined'], description: 'The test card presented: one that pays (when left out), or one that is declined' })
  @IsOptional()
  @IsIn(['succeeds', 'declined'], { message: 'card must be succeeds or declined' })
  card?: 'succeeds' | 'declined';
}
