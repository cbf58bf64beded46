import { ApiProperty } from '@nestjs/swagger';

/** A ticket as the door sees it. */
class DoorTicketResponse {
  @ApiProperty({ format: 'uuid', description: 'The registration id' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ description: "The ticket type's name" }) ticket!: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty({ type: String, nullable: true }) seat!: string | null;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
}

export class CheckInResponse extends DoorTicketResponse {
  @ApiProperty({ enum: ['checked_in'] }) status!: 'checked_in';
  @ApiProperty({ format: 'date-time' }) checkedInAt!: string;
  @ApiProperty({ description: 'The same scan (scanId) sent again: it had checked the ticket in then, nothing changed now' }) sameScan!: boolean;
  @ApiProperty({ example: 'Checked in', description: "'Checked in', or 'Already checked in by this scan at 7:42 PM EST'" }) message!: string;
}

export class CheckOutResponse extends DoorTicketResponse {
  @ApiProperty({ enum: ['active'] }) status!: 'active';
  @ApiProperty({ format: 'date-time' }) checkedOutAt!: string;
  @ApiProperty({ example: 'Check-in undone' }) message!: string;
}

export class TicketTypeCheckInsResponse {
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() checkedIn!: number;
  @ApiProperty({ description: 'Tickets issued and neither canceled nor refunded' }) expected!: number;
}

export class CheckInCountsResponse {
  @ApiProperty() checkedIn!: number;
  @ApiProperty() expected!: number;
  @ApiProperty({ type: [TicketTypeCheckInsResponse] }) ticketTypes!: TicketTypeCheckInsResponse[];
}
