import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { PAGE_EVENT_NAMES, TRACKING_MESSAGES, VISITOR_ID_MAX_LENGTH, type PageEventName } from '../../domain/tracking.js';

/** A step of an event's checkout funnel, sent by the event page and checkout. */
export class TrackingEventRequest {
  @ApiProperty({ format: 'uuid', description: 'The event' }) @IsUUID('all', { message: TRACKING_MESSAGES.eventInvalid }) event!: string;
  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true, description: 'The date chosen, when there is one (AddToCart, InitiateCheckout)' })
  @IsOptional()
  @IsUUID('all', { message: TRACKING_MESSAGES.eventDateInvalid })
  eventDate?: string | null;
  @ApiProperty({ enum: PAGE_EVENT_NAMES, enumName: 'PageEventName' }) @IsIn(PAGE_EVENT_NAMES, { message: TRACKING_MESSAGES.nameInvalid }) name!: PageEventName;
  @ApiProperty({ minLength: 1, maxLength: VISITOR_ID_MAX_LENGTH, description: "The visitor's random id, kept in their browser" })
  @IsString({ message: TRACKING_MESSAGES.visitorIdInvalid })
  @Length(1, VISITOR_ID_MAX_LENGTH, { message: TRACKING_MESSAGES.visitorIdInvalid })
  visitorId!: string;
}
