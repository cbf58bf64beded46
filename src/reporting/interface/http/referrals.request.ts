import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { REFERRALS_PER_PAGE } from '../../domain/referral-earnings.js';

const MAX_PER_PAGE = 100;

export class ReferralsQuery {
  @ApiProperty({ format: 'uuid', description: 'The referrer' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;

  @PageParam() page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, default: REFERRALS_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'perPage must be a whole number' })
  @Min(1, { message: 'perPage must be 1 or more' })
  @Max(MAX_PER_PAGE, { message: `perPage must be at most ${MAX_PER_PAGE}` })
  perPage?: number;
}
