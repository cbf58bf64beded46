import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { OwnerQuery } from './reports.request.js';

export class PromotersQuery extends OwnerQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "One event's sales only" }) @IsOptional() @IsUUID('all', { message: 'courseId must be an event id' }) courseId?: string;
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
}
