import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { DEMO_CARDS, DEMO_INCORRECT_POSTAL_CODE, DEMO_MESSAGES } from '../../contracts/demo-cards.js';
import { ANSWER_MAX_LENGTH, BUYER_EMAIL_PATTERN, BUYER_MESSAGES, BUYER_NAME_MAX_LENGTH, BUYER_NAME_PATTERN } from '../../domain/buyer-info.js';
import { MAX_TICKETS_PER_TYPE } from '../../domain/pricing.js';
import { MAX_SEATS_PER_ORDER, MAX_SHARE_CODES } from '../../domain/selection.js';

/** A buyer's or attendee's name as the contract states the rule (the web's checkout form reads it there). */
const PERSON_NAME = { maxLength: BUYER_NAME_MAX_LENGTH, pattern: BUYER_NAME_PATTERN, description: 'Required; trimmed; no digits or any of @ $ # ! % ^ & * ( ) ,; shorter than 30 characters' };

export class TicketQuantityRequest {
  @ApiProperty({ format: 'uuid', description: 'Ticket type id' }) @IsString() id!: string;
  @ApiProperty({ minimum: 0, maximum: MAX_TICKETS_PER_TYPE }) @IsInt({ message: 'Choose between 1 and 25 tickets of each type' }) @Min(0) quantity!: number;
}

/** Reserved seating: a seat chosen on the chart, sold as a ticket type that sells its category. */
export class SeatChoiceRequest {
  @ApiProperty({ example: 'Stalls-A-7', description: "The seat's label (an area's label for its places)" }) @IsString() @MaxLength(300) seatLabel!: string;
  @ApiProperty({ format: 'uuid', description: 'The ticket type it is sold as' }) @IsString() ticketId!: string;
  @ApiProperty({ minimum: 1, maximum: MAX_TICKETS_PER_TYPE, description: '1 for a seat; the places wanted for an area' })
  @IsInt({ message: 'Choose between 1 and 25 tickets of each type' })
  @Min(1, { message: 'Choose between 1 and 25 tickets of each type' })
  ticketQuantity!: number;
}

export class SelectionRequest {
  @ApiProperty({ type: [TicketQuantityRequest] })
  @IsArray({ message: 'Please select at least one ticket' })
  @ValidateNested({ each: true })
  @Type(() => TicketQuantityRequest)
  tickets!: TicketQuantityRequest[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A promo code, or a secret code that unlocks secret tickets' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  promoCode?: string | null;
  @ApiPropertyOptional({ type: [String], description: 'Secret codes already applied' }) @IsOptional() @IsArray() @IsString({ each: true }) secretCodes?: string[];
  @ApiPropertyOptional({ type: [String], maxItems: MAX_SHARE_CODES, description: "Listed buyers' share codes that unlock list tickets (signed-in buyers); absent on a change: those given before" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SHARE_CODES, { message: `Enter at most ${MAX_SHARE_CODES} list codes` })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  customUserListsCodes?: string[];
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Minor units; negative becomes positive, capped at 100000' })
  @IsOptional()
  @IsNumber({}, { message: 'Donation must be a number' })
  donationAmount?: number | null;
  @ApiPropertyOptional({ description: 'card, or free' }) @IsOptional() @IsString() paymentMethod?: string;
  @ApiPropertyOptional({
    type: [SeatChoiceRequest],
    maxItems: MAX_SEATS_PER_ORDER,
    description: "Reserved seating: the seats chosen on the chart (on a seated date, the only way to tickets that sell chart categories: 'Choose your seats on the chart'); absent on a change: those chosen before",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SEATS_PER_ORDER)
  @ValidateNested({ each: true })
  @Type(() => SeatChoiceRequest)
  seats?: SeatChoiceRequest[];
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: "Reserved seating: the buyer's seat session (made by the web), stored on the held seats; absent on a change: the one before" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  seatsHoldToken?: string | null;
}

export class CreateOrderRequest extends SelectionRequest {
  @ApiProperty({ format: 'uuid', description: 'The date (sub-event) id' }) @IsString({ message: 'event is required' }) event!: string;
  @ApiPropertyOptional({ enum: ['in-person', 'online'] }) @IsOptional() @IsIn(['in-person', 'online']) ticketType?: 'in-person' | 'online';
}

export class CreateOrderQuery {
  @ApiPropertyOptional({ description: 'The date id (also accepted in the body)' }) @IsOptional() @IsString() event?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() promoCode?: string;
}

export class AnswerRequest {
  @ApiProperty() @IsString() questionId!: string;
  @ApiProperty({ description: "The answer; for terms 'agreed' or 'rejected'", maxLength: ANSWER_MAX_LENGTH }) @IsString() @MaxLength(ANSWER_MAX_LENGTH) note!: string;
}

export class PersonRequest {
  @ApiPropertyOptional(PERSON_NAME) @IsOptional() @IsString() firstName?: string;
  @ApiPropertyOptional(PERSON_NAME) @IsOptional() @IsString() lastName?: string;
  @ApiPropertyOptional({ pattern: BUYER_EMAIL_PATTERN, description: 'Required; trimmed and lowercased' }) @IsOptional() @IsString() email?: string;
  @ApiPropertyOptional({ type: [AnswerRequest] }) @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AnswerRequest) notes?: AnswerRequest[];
}

export class BuyerRequest extends PersonRequest {
  @ApiPropertyOptional() @IsOptional() @IsString() emailConfirm?: string;
}

export class AttendeeRequest extends PersonRequest {
  @ApiProperty({ description: 'The order item this attendee holds' }) @IsString() itemId!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() seat?: string;
}

/** The seeds' messages for the buyer's and attendees' information, which the checkout form shows too. */
@ApiExtension('x-messages', BUYER_MESSAGES)
export class ConfirmOrderRequest {
  @ApiProperty({ type: BuyerRequest }) @ValidateNested() @Type(() => BuyerRequest) buyerAttributes!: BuyerRequest;
  @ApiPropertyOptional({ type: [AttendeeRequest] }) @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => AttendeeRequest) attendeesAttributes?: AttendeeRequest[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() marketingConsentOwner?: boolean;
  @ApiPropertyOptional({ description: 'Consent to news from Limelight' }) @IsOptional() @IsBoolean() marketingConsentViewcy?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: "Reserved seating: the buyer's seat session the order's seats were held for" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  seatsHoldToken?: string | null;
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_SEATS_PER_ORDER,
    description: "Reserved seating: the seat labels the page shows as held; with seatsHoldToken they must be the order's held seats, else 409 'Your seats are no longer held. Choose them again.'",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SEATS_PER_ORDER)
  @IsString({ each: true })
  seatsReserved?: string[];
}

export class CancelOrderQuery {
  @ApiPropertyOptional({ enum: ['canceled', 'timed_out'] }) @IsOptional() @IsIn(['canceled', 'timed_out']) status?: 'canceled' | 'timed_out';
}

export class ValidateCodeRequestQuery {
  @ApiProperty({ format: 'uuid', description: 'The date id' }) @IsString() eventId!: string;
  @ApiProperty() @IsString({ message: 'Please enter a code' }) @MaxLength(100) promoCode!: string;
  @ApiPropertyOptional({ enum: ['in-person', 'online'] }) @IsOptional() @IsIn(['in-person', 'online']) ticketType?: 'in-person' | 'online';
}

/** The demo gateway's messages, which the demo card form shows too (the incomplete ones before paying), and its test cards (the demo wallet pays with the one that succeeds). */
@ApiExtension('x-messages', DEMO_MESSAGES)
@ApiExtension('x-cards', DEMO_CARDS)
export class DemoPaymentRequest {
  @ApiProperty({ example: '4242 4242 4242 4242' }) @IsString({ message: 'Please enter a card number' }) @MaxLength(30) cardNumber!: string;
  @ApiPropertyOptional({ example: '12 / 34', description: "MM / YY; checked when given: a past month is 'Your card has expired.'" })
  @IsOptional()
  @IsString({ message: DEMO_MESSAGES.expiryInvalid })
  @MaxLength(10, { message: DEMO_MESSAGES.expiryInvalid })
  expiry?: string;
  @ApiPropertyOptional({ example: '123', description: '3 or 4 digits; checked when given' })
  @IsOptional()
  @IsString({ message: DEMO_MESSAGES.cvcInvalid })
  @MaxLength(10, { message: DEMO_MESSAGES.cvcInvalid })
  cvc?: string;
  @ApiPropertyOptional({ example: '94107', description: `Checked when given: the demo treats ${DEMO_INCORRECT_POSTAL_CODE} as incorrect (zipError)` })
  @IsOptional()
  @IsString({ message: DEMO_MESSAGES.postalCodeIncomplete })
  @MaxLength(20, { message: DEMO_MESSAGES.incorrectZip })
  postalCode?: string;
}
