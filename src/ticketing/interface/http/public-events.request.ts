import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { PUBLIC_EVENTS_MAX_PER_PAGE, PUBLIC_EVENTS_PER_PAGE } from '../../domain/public-listings.js';

export const QUERY_MAX_LENGTH = 200;

/**
 * A calendar day, or a day with a time (and optionally an offset): the ISO 8601 forms `Date` reads. Week and
 * ordinal dates or `20240101` pass IsISO8601 but are no date to JavaScript.
 */
export const DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const DAY = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WITH_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * A checked DAY_OR_TIME as the moment it starts, in UTC when it names no offset: a day is its UTC midnight,
 * and a time without an offset is a UTC time too (JavaScript would read it in the server's own time zone).
 */
export const dayOrTime = (text: string | undefined): Date | undefined => (text ? new Date(DATE_ONLY.test(text) || WITH_OFFSET.test(text) ? text : `${text}Z`) : undefined);

/** The moment just after a checked DAY_OR_TIME: a day without a time covers that whole day. */
export const endOfDayOrTime = (text: string | undefined): Date | undefined => (text ? new Date(dayOrTime(text)!.getTime() + (DATE_ONLY.test(text) ? DAY : 1)) : undefined);

export class PublicEventsQuery {
  @ApiPropertyOptional({ description: 'Words to search in names, tags, places and descriptions (accents ignored, prefixes match)', maxLength: QUERY_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(QUERY_MAX_LENGTH)
  query?: string;
  @ApiPropertyOptional({ format: 'uuid', description: "The profile's own events and those it is a collaborator of" })
  @IsOptional()
  @IsUUID('all', { message: 'ownerId must be a profile id' })
  ownerId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Category id' }) @IsOptional() @IsUUID('all', { message: 'category must be a category id' }) category?: string;
  @ApiPropertyOptional({ enum: ['upcoming', 'past'], default: 'upcoming' })
  @IsOptional()
  @IsIn(['upcoming', 'past'], { message: 'filterDate must be upcoming or past' })
  filterDate?: 'upcoming' | 'past';
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Most tickets sold across upcoming dates first' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'featured must be true or false' })
  featured?: 'true' | 'false';
  @ApiPropertyOptional({ description: 'Only events with a date starting at or after this day (ISO 8601 date or date-time)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'startDate must be a date' })
  @Matches(DAY_OR_TIME, { message: 'startDate must be a date' })
  startDate?: string;
  @ApiPropertyOptional({ description: 'Only events with a date starting on or before this day (ISO 8601 date: the whole day; or date-time)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endDate must be a date' })
  @Matches(DAY_OR_TIME, { message: 'endDate must be a date' })
  endDate?: string;
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: PUBLIC_EVENTS_PER_PAGE, minimum: 1, maximum: PUBLIC_EVENTS_MAX_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PUBLIC_EVENTS_MAX_PER_PAGE)
  perPage?: number;
}

export class ProfileEventsQuery {
  @ApiPropertyOptional({ maxLength: QUERY_MAX_LENGTH }) @IsOptional() @IsString() @MaxLength(QUERY_MAX_LENGTH) query?: string;
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: PUBLIC_EVENTS_PER_PAGE, minimum: 1, maximum: PUBLIC_EVENTS_MAX_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PUBLIC_EVENTS_MAX_PER_PAGE)
  perPage?: number;
}

export class ProfileCoursesParams {
  @ApiProperty({ enum: ['users', 'schools'] }) @IsIn(['users', 'schools'], { message: 'type must be users or schools' }) type!: 'users' | 'schools';
}

export class ProfileCoursesQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile' }) @IsUUID('all', { message: 'id is required' }) id!: string;
  @PageParam() page?: number;
  @ApiPropertyOptional({ format: 'uuid', description: 'Category id' }) @IsOptional() @IsUUID('all', { message: 'category must be a category id' }) category?: string;
}

export class ProfileCourseCategoriesQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile' }) @IsUUID('all', { message: 'id is required' }) id!: string;
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: categories of past events' }) @IsOptional() @IsIn(['true', 'false'], { message: 'past must be true or false' }) past?: 'true' | 'false';
}
