import { ApiProperty } from '@nestjs/swagger';

export class CalendarEventTagResponse {
  @ApiProperty() name!: string;
}

/** Seed 000 §3 "Calendar event": one date of a published, public event. */
export class CalendarEventResponse {
  @ApiProperty({ format: 'uuid', description: 'The date' }) id!: string;
  @ApiProperty({ format: 'uuid', description: "The event: its page is '/event/{courseId}'" }) courseId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The description as plain text, cut to 300 characters' }) description!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ description: 'IANA time zone of the event' }) timezone!: string;
  @ApiProperty({ type: String, nullable: true, description: "Where the poster (else the event's first image) is served" }) featuredImage!: string | null;
  @ApiProperty({ type: [CalendarEventTagResponse] }) tags!: CalendarEventTagResponse[];
}

export class CalendarEventsResponse {
  @ApiProperty({ type: [CalendarEventResponse] }) data!: CalendarEventResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}
