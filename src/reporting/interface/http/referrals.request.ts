import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PageParam, PerPageParam } from '../../../shared/http/paging.js';
import { REFERRALS_PER_PAGE } from '../../domain/referral-earnings.js';

const MAX_PER_PAGE = 100;

export class ReferralsQuery {
  @ApiProperty({ format: 'uuid', description: 'The referrer' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;

  @PageParam() page?: number;

  @PerPageParam(REFERRALS_PER_PAGE, MAX_PER_PAGE) perPage?: number;
}
