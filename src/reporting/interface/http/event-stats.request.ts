import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class EventStatsRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "One date's stats (a date of this event); every date's when left out" })
  @IsOptional()
  @IsString()
  event_id?: string;
}
