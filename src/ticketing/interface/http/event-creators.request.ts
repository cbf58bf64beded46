import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';

export class EventCreatorOwnerQuery {
  @ApiProperty({ format: 'uuid', description: 'The user or organization the event will belong to' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class StartEventCreatorRequest {
  @ApiPropertyOptional({ example: 'America/New_York', description: "The time zone dates and times are read in (the browser's); America/New_York when absent" })
  @IsOptional()
  @IsString({ message: 'Choose a valid time zone' })
  timezone?: string;
}

export class EventCreatorMessageRequest {
  @ApiProperty({ description: 'What the user says (up to 2000 characters)' }) @IsString({ message: 'Type a message' }) message!: string;
}
