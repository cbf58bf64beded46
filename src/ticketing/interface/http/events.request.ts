import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { PageParam } from '../../../shared/http/paging.js';
import { DONATION_MAX, EVENT_MESSAGES, EVENT_THEMES, QUESTION_FIELD_TYPES } from '../../domain/event-rules.js';
import { TICKET_MESSAGES } from '../../domain/ticket-types.js';
import { CHART_LIMITS, SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';

/** Lengths the API takes, stated in the contract and checked by the validators alike (the web's forms read them). */
const NAME_MAX_LENGTH = 200;
const BANNER_MESSAGE_MAX_LENGTH = 500;
const QUESTION_TITLE_MAX_LENGTH = 500;
const QUESTION_CONTENT_MAX_LENGTH = 10000;
const QUESTIONS_MAX = 50;
const DONATION_TITLE_MAX_LENGTH = 200;
const DONATION_DESCRIPTION_MAX_LENGTH = 2000;
const RETURN_URL_MAX_LENGTH = 2000;

export class EventDateRequest {
  @ApiProperty({ format: 'date-time' }) @IsISO8601({}, { message: 'Start must be a date and time' }) startsAt!: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601({}, { message: 'End must be a date and time' }) endsAt?: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601({}, { message: 'Doors open must be a date and time' }) doorTime?: string | null;
}

/** The seeds' messages for a ticket type, which the tickets form shows too. */
@ApiExtension('x-messages', {
  name: EVENT_MESSAGES.ticketName,
  price: EVENT_MESSAGES.ticketPrice,
  quantity: EVENT_MESSAGES.ticketQuantity,
  currency: EVENT_MESSAGES.ticketCurrency,
  secretCode: TICKET_MESSAGES.secretCode,
  quantityPerCode: TICKET_MESSAGES.quantityPerCode,
  salesWindow: TICKET_MESSAGES.salesWindow,
  membershipTiers: TICKET_MESSAGES.membershipTiers,
  customUserLists: TICKET_MESSAGES.customUserLists,
  unknownLists: TICKET_MESSAGES.unknownLists,
})
export class TicketTypeRequest {
  @ApiProperty({ enum: ['in-person', 'online'] }) @IsIn(['in-person', 'online'], { message: 'Choose in-person or online' }) attendance!: 'in-person' | 'online';
  @ApiProperty({ maxLength: NAME_MAX_LENGTH }) @IsString({ message: EVENT_MESSAGES.ticketName }) @MaxLength(NAME_MAX_LENGTH) name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() description?: string;
  @ApiProperty({ description: 'Minor units (cents)', minimum: 0 }) @IsInt({ message: EVENT_MESSAGES.ticketPrice }) price!: number;
  @ApiProperty(currencyProperty()) @IsString({ message: EVENT_MESSAGES.ticketCurrency }) currency!: string;
  @ApiProperty({ minimum: 0 }) @IsInt({ message: EVENT_MESSAGES.ticketQuantity }) quantity!: number;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601() salesStartAt?: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) @IsOptional() @IsISO8601() salesEndAt?: string | null;
  @ApiPropertyOptional({ enum: ['secret', 'member', 'list', 'other'] }) @IsOptional() @IsIn(['secret', 'member', 'list', 'other']) visibilityScope?: 'secret' | 'member' | 'list' | 'other';
  @ApiPropertyOptional({ enum: ['Admission', 'Add on'] }) @IsOptional() @IsIn(['Admission', 'Add on']) category?: 'Admission' | 'Add on';
  @ApiPropertyOptional({ nullable: true, type: String }) @IsOptional() @IsString() code?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number, minimum: 1 }) @IsOptional() @IsInt() quantityPerCode?: number | null;
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: "Members-only tickets (visibilityScope 'member'): the membership tiers whose members may buy them; at least one" })
  @IsOptional()
  @IsArray({ message: TICKET_MESSAGES.membershipTiers })
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: TICKET_MESSAGES.membershipTiers })
  membershipTierIds?: string[];
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: "List tickets (visibilityScope 'list'): the owner's private access lists whose people may buy them; at least one" })
  @IsOptional()
  @IsArray({ message: TICKET_MESSAGES.customUserLists })
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: TICKET_MESSAGES.unknownLists })
  customUserListIds?: string[];
  @ApiPropertyOptional({ nullable: true, type: Number, minimum: 1, description: "List tickets: how many tickets a listed buyer's share code buys others; null for no share codes" })
  @IsOptional()
  @IsInt({ message: TICKET_MESSAGES.quantityPerCode })
  initialQuantityPerCode?: number | null;
  @ApiPropertyOptional({
    type: [Number],
    minimum: 0,
    maximum: CHART_LIMITS.categoryKeyMax,
    description: "Reserved seating: the categories of the event's seat chart this ticket type sells (zeros dropped); on a seated date it is sold only with seats of these categories",
  })
  @IsOptional()
  @IsArray({ message: SEATING_MESSAGES.categoryKeyInvalid })
  @ArrayMaxSize(CHART_LIMITS.categoryKeyMax, { message: SEATING_MESSAGES.categoryKeyInvalid })
  @IsInt({ each: true, message: SEATING_MESSAGES.categoryKeyInvalid })
  @Min(0, { each: true, message: SEATING_MESSAGES.categoryKeyInvalid })
  @Max(CHART_LIMITS.categoryKeyMax, { each: true, message: SEATING_MESSAGES.categoryKeyInvalid })
  seatsCategoryKeys?: number[];
}

export class BannerMessageRequest {
  @ApiProperty() @IsString() type!: string;
  @ApiProperty({ maxLength: BANNER_MESSAGE_MAX_LENGTH }) @IsString() @MaxLength(BANNER_MESSAGE_MAX_LENGTH) message!: string;
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
  @ApiProperty({ maxLength: QUESTION_TITLE_MAX_LENGTH })
  @IsString({ message: EVENT_MESSAGES.questionTitle })
  @MaxLength(QUESTION_TITLE_MAX_LENGTH, { message: `Question title must be at most ${QUESTION_TITLE_MAX_LENGTH} characters` })
  title!: string;
  @ApiProperty({ description: 'Order in checkout, lowest first' }) @IsInt({ message: 'Question position must be a whole number' }) @Min(0, { message: 'Question position must be a whole number' }) position!: number;
  @ApiProperty({ enum: QUESTION_FIELD_TYPES, enumName: 'QuestionFieldType' }) @IsIn(QUESTION_FIELD_TYPES, { message: EVENT_MESSAGES.questionType }) fieldType!: (typeof QUESTION_FIELD_TYPES)[number];
  @ApiProperty() @IsBoolean({ message: 'Say whether the question is required' }) required!: boolean;
  @ApiPropertyOptional({ description: 'DROPDOWN: the options, one per line or comma separated; TERMS: the terms text', maxLength: QUESTION_CONTENT_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_CONTENT_MAX_LENGTH, { message: `Question content must be at most ${QUESTION_CONTENT_MAX_LENGTH} characters` })
  content?: string;
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Ticket type ids the question applies to; empty means every ticket' })
  @IsOptional()
  @IsArray()
  @IsUUID('all', { each: true, message: EVENT_MESSAGES.questionTickets })
  onlyForTickets?: string[];
}

export class DonationRequest {
  @ApiPropertyOptional({ description: 'Preset the donation with the suggested amount in checkout' }) @IsOptional() @IsBoolean() includeAutomatically?: boolean;
  @ApiPropertyOptional({ maxLength: DONATION_TITLE_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(DONATION_TITLE_MAX_LENGTH, { message: `Donation title must be at most ${DONATION_TITLE_MAX_LENGTH} characters` })
  title?: string;
  @ApiPropertyOptional({ maxLength: DONATION_DESCRIPTION_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(DONATION_DESCRIPTION_MAX_LENGTH, { message: `Donation description must be at most ${DONATION_DESCRIPTION_MAX_LENGTH} characters` })
  description?: string;
  @ApiPropertyOptional({ description: `Minor units, 0 to ${DONATION_MAX}`, minimum: 0, maximum: DONATION_MAX })
  @IsOptional()
  @IsInt({ message: EVENT_MESSAGES.donationAmount })
  @Min(0, { message: EVENT_MESSAGES.donationAmount })
  @Max(DONATION_MAX, { message: EVENT_MESSAGES.donationAmount })
  suggestedAmount?: number;
}

/** The seeds' messages for an event's details, which the details form shows too. */
@ApiExtension('x-messages', {
  nameRequired: EVENT_MESSAGES.nameRequired,
  questionTitle: EVENT_MESSAGES.questionTitle,
  dropdownOptions: EVENT_MESSAGES.dropdownOptions,
  termsText: EVENT_MESSAGES.termsText,
  videoUrl: EVENT_MESSAGES.videoUrl,
  bannerCtaUrl: EVENT_MESSAGES.bannerCtaUrl,
  returnUrl: EVENT_MESSAGES.returnUrl,
})
export class EventDetailsRequest {
  @ApiProperty({ maxLength: NAME_MAX_LENGTH }) @IsString({ message: EVENT_MESSAGES.nameRequired }) @MaxLength(NAME_MAX_LENGTH) name!: string;
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
  @ApiPropertyOptional({ type: [CheckoutQuestionRequest], description: 'Checkout questions; the list replaces the saved one', maxItems: QUESTIONS_MAX })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(QUESTIONS_MAX, { message: `Add at most ${QUESTIONS_MAX} questions` })
  @ValidateNested({ each: true })
  @Type(() => CheckoutQuestionRequest)
  questions?: CheckoutQuestionRequest[];
  @ApiPropertyOptional({ enum: ['each-attendee', 'only-buyer'] }) @IsOptional() @IsIn(['each-attendee', 'only-buyer']) collectInformationSetting?: 'each-attendee' | 'only-buyer';
  @ApiPropertyOptional({ enum: EVENT_THEMES, enumName: 'EventTheme', description: 'How the event page and its checkout look; light when left out of a new event' })
  @IsOptional()
  @IsIn(EVENT_THEMES, { message: EVENT_MESSAGES.theme })
  theme?: (typeof EVENT_THEMES)[number];
  @ApiPropertyOptional({ nullable: true, type: String, maxLength: RETURN_URL_MAX_LENGTH, description: "The organizer's own page (http or https) buyers go back to from checkout; empty or null: the event page" })
  @IsOptional()
  @IsString({ message: EVENT_MESSAGES.returnUrl })
  @MaxLength(RETURN_URL_MAX_LENGTH, { message: EVENT_MESSAGES.returnUrl })
  returnUrl?: string | null;
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
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: 25 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() query?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() category?: string;
  @ApiPropertyOptional({ description: 'true lists past dates' }) @IsOptional() @IsIn(['true', 'false']) past?: 'true' | 'false';
  @ApiPropertyOptional({ enum: ['startsAt', 'revenue', 'ticketsSold'] }) @IsOptional() @IsIn(['startsAt', 'revenue', 'ticketsSold']) sort?: 'startsAt' | 'revenue' | 'ticketsSold';
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc']) direction?: 'asc' | 'desc';
}
