import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../../shared/http/paging.js';
import { CALENDAR_MAX_PER_PAGE, CALENDAR_PER_PAGE, CALENDAR_RANGE_MONTHS } from '../../domain/calendar.js';
import { DAY_OR_TIME, QUERY_MAX_LENGTH } from './public-events.request.js';

export class CalendarEventsQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "The profile's own events and those it is a collaborator of; every owner's when left out (the whole site)" })
  @IsOptional()
  @IsUUID('all', { message: 'ownerId must be a profile id' })
  ownerId?: string;
  @ApiPropertyOptional({ description: 'Dates not over by this day (ISO 8601 date, UTC) or date-time; default: today' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'startDate must be a date' })
  @Matches(DAY_OR_TIME, { message: 'startDate must be a date' })
  startDate?: string;
  @ApiPropertyOptional({ description: `Dates starting on or before this day (ISO 8601 date: the whole day; or date-time); default: ${CALENDAR_RANGE_MONTHS} months after startDate` })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endDate must be a date' })
  @Matches(DAY_OR_TIME, { message: 'endDate must be a date' })
  endDate?: string;
  @ApiPropertyOptional({ description: 'Words to search in names, tags, places and descriptions (accents ignored, prefixes match)', maxLength: QUERY_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(QUERY_MAX_LENGTH)
  query?: string;
  @ApiPropertyOptional({ description: 'Comma list of tags (any case): only events with one of them', example: 'jazz,live', maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  tags?: string;
  @PageParam() page?: number;
  @PerPageParam(CALENDAR_PER_PAGE, CALENDAR_MAX_PER_PAGE) perPage?: number;
}
