import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { TICKET_MESSAGES } from '../../domain/ticket-types.js';
import { EventDateRequest, TicketTypeRequest } from './events.request.js';

export class ManagedTicketTypeRequest extends TicketTypeRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'A saved ticket type of the event; leave it out for a new one' })
  @IsOptional()
  @IsUUID('all', { message: TICKET_MESSAGES.unknownTicket })
  id?: string;
  @ApiProperty({ format: 'uuid', description: 'The date the ticket type is sold for' }) @IsUUID('all', { message: TICKET_MESSAGES.unknownDate }) eventDateId!: string;
}

export class ReplaceTicketTypesRequest {
  @ApiProperty({ type: [ManagedTicketTypeRequest], description: "Every ticket type of the event, in each date's order; saved ones missing here are removed" })
  @ArrayMaxSize(1000, { message: 'Add at most 1000 ticket types' })
  @IsArray({ message: 'Send the list of ticket types' })
  @ValidateNested({ each: true })
  @Type(() => ManagedTicketTypeRequest)
  ticketTypes!: ManagedTicketTypeRequest[];
}

export class AddEventDateRequest extends EventDateRequest {
  @ApiPropertyOptional({ default: true, description: "Offer the ticket types of the event's last date on the new date (none sold)" })
  @IsOptional()
  @IsBoolean()
  copyTicketTypes?: boolean;
}
