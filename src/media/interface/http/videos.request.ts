import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';

export const VIDEOS_PER_PAGE = 12;
export const VIDEOS_MAX_PER_PAGE = 50;

export class VideosQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this profile's videos" }) @IsOptional() @IsUUID('all') ownerId?: string;
  @ApiPropertyOptional({ description: 'Words of the title, tags or description; each word matches as a prefix, accents ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: VIDEOS_PER_PAGE, maximum: VIDEOS_MAX_PER_PAGE }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(VIDEOS_MAX_PER_PAGE) perPage?: number;
}
