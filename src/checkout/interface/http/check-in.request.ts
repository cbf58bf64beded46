import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CHECK_IN_MESSAGES } from '../../domain/check-in.js';

/** A scanned code or a registration found in the guest list (one of the two), at a date of the event. */
export class DoorCheckInRequest {
  @ApiPropertyOptional({ description: "The scanned QR code's payload" })
  @IsOptional()
  @MaxLength(200, { message: 'Invalid ticket' })
  @IsString({ message: 'Invalid ticket' })
  code?: string;

  @ApiPropertyOptional({ description: 'A registration found by searching the guest list (instead of a code)' })
  @IsOptional()
  @IsString({ message: 'registrationId must be a registration id' })
  registrationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The date the door admits to; a ticket of another date is refused ('This ticket is for another date: …'). Any date of the event when left out" })
  @IsOptional()
  @IsUUID('all', { message: CHECK_IN_MESSAGES.notADate })
  eventDateId?: string;

  @ApiPropertyOptional({ description: "The door's own id of this scan (a UUID the phone makes). Sent again, e.g. from the phone's offline queue, it is answered as the check-in it made", maxLength: 64 })
  @IsOptional()
  @MaxLength(64, { message: 'scanId must be at most 64 characters' })
  @IsString({ message: 'scanId must be a text' })
  scanId?: string;
}

export class CheckOutRequest {
  @ApiProperty({ format: 'uuid', description: 'The checked-in registration (ticket)' })
  @IsString({ message: 'registrationId is required' })
  registrationId!: string;
}

export class CheckInCountsRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "The date's id; every date of the event when left out" })
  @IsOptional()
  @IsString()
  event_id?: string;
}
