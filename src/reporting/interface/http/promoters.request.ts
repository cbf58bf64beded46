import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageParam, PerPageParam } from '../../../shared/http/paging.js';
import { OwnerQuery } from './reports.request.js';

export class PromotersQuery extends OwnerQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "One event's sales only" }) @IsOptional() @IsUUID('all', { message: 'courseId must be an event id' }) courseId?: string;
  @PageParam() page?: number;
  @PerPageParam(10, 100) perPage?: number;
}
