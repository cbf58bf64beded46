import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { TicketQuantityRequest } from './orders.request.js';

export class GuestRequest {
  @ApiPropertyOptional({ description: "Defaults to 'Anonymous'" }) @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional({ description: "Defaults to 'Guest'" }) @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @ApiPropertyOptional({ description: 'Optional; guests get no confirmation e-mail' }) @IsOptional() @IsString() @MaxLength(320) email?: string;
  @ApiPropertyOptional({
    example: 'Stalls-A-7',
    description: "Reserved seating: the label of a seat of the date's chart (free, or kept for guests; an area's label for one of its places) sold to the guest with the ticket, of a category the ticket type sells",
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  seat?: string;
}

export class AddGuestsRequest {
  @ApiProperty({ format: 'uuid', description: 'The date (sub-event) the guests come to' }) @IsString({ message: 'eventDateId is required' }) eventDateId!: string;
  @ApiProperty({ type: [TicketQuantityRequest] })
  @IsArray({ message: 'Please select at least one ticket' })
  @ArrayMinSize(1, { message: 'Please select at least one ticket' })
  @ValidateNested({ each: true })
  @Type(() => TicketQuantityRequest)
  tickets!: TicketQuantityRequest[];
  @ApiPropertyOptional({ type: [GuestRequest], description: 'One per ticket, in order; tickets without a guest are Anonymous Guest' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => GuestRequest)
  guests?: GuestRequest[];
}

export class ListRegistrationsRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "The date's id; all dates of the event when left out" }) @IsOptional() @IsString() event_id?: string;
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: 10 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
  @ApiPropertyOptional({ description: 'Name, e-mail, ticket or order id (part of any)' }) @IsOptional() @IsString() @MaxLength(200) query?: string;
}

export class BuyerTicketsRequest {
  @PageParam() page?: number;
}

export class BuyerTicketsTypeParam {
  @ApiProperty({ enum: ['future', 'past'] }) @IsIn(['future', 'past'], { message: 'type must be future or past' }) type!: 'future' | 'past';
}

export class TransferUserRequest {
  @ApiProperty() @IsString({ message: 'Name is required' }) @MaxLength(200) name!: string;
  @ApiProperty() @IsString({ message: 'Please enter a valid email address' }) @MaxLength(320) email!: string;
}

export class TransferTicketRequest {
  @ApiProperty({ type: TransferUserRequest }) @ValidateNested() @Type(() => TransferUserRequest) user!: TransferUserRequest;
}
