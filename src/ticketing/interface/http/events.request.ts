import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DONATION_MAX, EVENT_MESSAGES, QUESTION_FIELD_TYPES } from '../../domain/event-rules.js';

export class EventDateRequest {
  @ApiProperty({ format: 'date-time' }) @IsISO8601({}, { message: 'Start must be a date and time' }) startsAt!: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601({}, { message: 'End must be a date and time' }) endsAt?: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601({}, { message: 'Doors open must be a date and time' }) doorTime?: string | null;
}

export class TicketTypeRequest {
  @ApiProperty({ enum: ['in-person', 'online'] }) @IsIn(['in-person', 'online'], { message: 'Choose in-person or online' }) attendance!: 'in-person' | 'online';
  @ApiProperty() @IsString({ message: 'Ticket name is required' }) @MaxLength(200) name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() description?: string;
  @ApiProperty({ description: 'Minor units (cents)' }) @IsInt({ message: 'Ticket price must be 0 or more' }) price!: number;
  @ApiProperty({ example: 'usd' }) @IsString({ message: 'Choose a supported currency' }) currency!: string;
  @ApiProperty() @IsInt({ message: 'Ticket quantity must be 0 or more' }) quantity!: number;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601() salesStartAt?: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601() salesEndAt?: string | null;
  @ApiPropertyOptional({ enum: ['secret', 'member', 'list', 'other'] }) @IsOptional() @IsIn(['secret', 'member', 'list', 'other']) visibilityScope?: 'secret' | 'member' | 'list' | 'other';
  @ApiPropertyOptional({ enum: ['Admission', 'Add on'] }) @IsOptional() @IsIn(['Admission', 'Add on']) category?: 'Admission' | 'Add on';
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() code?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) @IsOptional() @IsInt() quantityPerCode?: number | null;
}

export class BannerMessageRequest {
  @ApiProperty() @IsString() type!: string;
  @ApiProperty() @IsString() @MaxLength(500) message!: string;
  @ApiProperty() @IsString() color!: string;
  @ApiProperty() @IsBoolean() dismissible!: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() ctaText?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() ctaUrl?: string;
}

export class CheckoutQuestionRequest {
  @ApiPropertyOptional({ description: "Kept across edits so buyers' answers stay linked; a new question may leave it out" })
  @IsOptional()
  @IsString({ message: EVENT_MESSAGES.questionIds })
  @MaxLength(100, { message: EVENT_MESSAGES.questionIds })
  id?: string;
  @ApiProperty() @IsString({ message: EVENT_MESSAGES.questionTitle }) @MaxLength(500, { message: 'Question title must be at most 500 characters' }) title!: string;
  @ApiProperty({ description: 'Order in checkout, lowest first' }) @IsInt({ message: 'Question position must be a whole number' }) @Min(0, { message: 'Question position must be a whole number' }) position!: number;
  @ApiProperty({ enum: QUESTION_FIELD_TYPES }) @IsIn(QUESTION_FIELD_TYPES, { message: EVENT_MESSAGES.questionType }) fieldType!: (typeof QUESTION_FIELD_TYPES)[number];
  @ApiProperty() @IsBoolean({ message: 'Say whether the question is required' }) required!: boolean;
  @ApiPropertyOptional({ description: 'DROPDOWN: the options, one per line or comma separated; TERMS: the terms text' })
  @IsOptional()
  @IsString()
  @MaxLength(10000, { message: 'Question content must be at most 10000 characters' })
  content?: string;
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Ticket type ids the question applies to; empty means every ticket' })
  @IsOptional()
  @IsArray()
  @IsUUID('all', { each: true, message: EVENT_MESSAGES.questionTickets })
  onlyForTickets?: string[];
}

export class DonationRequest {
  @ApiPropertyOptional({ description: 'Preset the donation with the suggested amount in checkout' }) @IsOptional() @IsBoolean() includeAutomatically?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200, { message: 'Donation title must be at most 200 characters' }) title?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000, { message: 'Donation description must be at most 2000 characters' }) description?: string;
  @ApiPropertyOptional({ description: `Minor units, 0 to ${DONATION_MAX}` })
  @IsOptional()
  @IsInt({ message: EVENT_MESSAGES.donationAmount })
  @Min(0, { message: EVENT_MESSAGES.donationAmount })
  @Max(DONATION_MAX, { message: EVENT_MESSAGES.donationAmount })
  suggestedAmount?: number;
}

export class EventDetailsRequest {
  @ApiProperty() @IsString({ message: 'Event name is required' }) @MaxLength(200) name!: string;
  @ApiPropertyOptional({ description: 'Rich text (HTML); sanitised' }) @IsOptional() @IsString() description?: string;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String }) @IsOptional() @IsUUID('all', { message: 'Choose a category' }) categoryId?: string | null;
  @ApiProperty({ example: 'America/New_York' }) @IsString({ message: 'Choose a valid time zone' }) timezone!: string;
  @ApiPropertyOptional({ enum: ['tba', 'other'] }) @IsOptional() @IsIn(['tba', 'other']) locationSetting?: 'tba' | 'other';
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() locationName?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() locationAddress?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) @IsOptional() @IsNumber() latitude?: number | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) @IsOptional() @IsNumber() longitude?: number | null;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() videoUrl?: string | null;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String, description: 'upload_identifier of the poster' }) @IsOptional() @IsUUID() poster?: string | null;
  @ApiPropertyOptional({ type: [String], description: 'upload_identifiers of the gallery' }) @IsOptional() @IsArray() @IsUUID('all', { each: true }) images?: string[];
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @IsString({ each: true }) tags?: string[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() private?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() refundsAllowed?: boolean;
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() purchaseButtonText?: string | null;
  @ApiPropertyOptional({ type: [BannerMessageRequest] }) @IsOptional() @ValidateNested({ each: true }) @Type(() => BannerMessageRequest) bannerMessages?: BannerMessageRequest[];
  @ApiPropertyOptional({ type: DonationRequest, description: 'Donation settings: checkout offers a donation when it has a title or is included automatically' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DonationRequest)
  donation?: DonationRequest;
  @ApiPropertyOptional({ type: [CheckoutQuestionRequest], description: 'Checkout questions; the list replaces the saved one' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50, { message: 'Add at most 50 questions' })
  @ValidateNested({ each: true })
  @Type(() => CheckoutQuestionRequest)
  questions?: CheckoutQuestionRequest[];
  @ApiPropertyOptional({ enum: ['each-attendee', 'only-buyer'] }) @IsOptional() @IsIn(['each-attendee', 'only-buyer']) collectInformationSetting?: 'each-attendee' | 'only-buyer';
}

export class CreateEventRequest extends EventDetailsRequest {
  @ApiProperty({ format: 'uuid', description: 'The user or organization the event belongs to' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ type: [EventDateRequest] }) @IsArray({ message: 'Add at least one date' }) @ValidateNested({ each: true }) @Type(() => EventDateRequest) dates!: EventDateRequest[];
  @ApiProperty({ type: [TicketTypeRequest], description: 'Offered on every date, each date with its own quantity' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TicketTypeRequest)
  ticketTypes!: TicketTypeRequest[];
}

export class TicketsQuery {
  @ApiProperty({ format: 'uuid', description: 'The date (sub-event) id' }) @IsString() eventId!: string;
  @ApiPropertyOptional({ enum: ['in-person', 'online'] }) @IsOptional() @IsIn(['in-person', 'online']) ticketType?: 'in-person' | 'online';
  @ApiPropertyOptional() @IsOptional() @IsString() paymentMethod?: string;
}

export class OwnerEventsQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) page?: number;
  @ApiPropertyOptional({ default: 25 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() query?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() category?: string;
  @ApiPropertyOptional({ description: 'true lists past dates' }) @IsOptional() @IsIn(['true', 'false']) past?: 'true' | 'false';
  @ApiPropertyOptional({ enum: ['startsAt', 'revenue', 'ticketsSold'] }) @IsOptional() @IsIn(['startsAt', 'revenue', 'ticketsSold']) sort?: 'startsAt' | 'revenue' | 'ticketsSold';
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc']) direction?: 'asc' | 'desc';
}
