import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { MAX_PAGE } from '../../../shared/paging.js';

export class FollowRequestQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile (a user or an organization) to follow or unfollow' })
  @IsUUID('all', { message: 'id must be a profile id' })
  id!: string;
}

export class FollowListQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile whose list it is' })
  @IsUUID('all', { message: 'id must be a profile id' })
  id!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Pages of 30 (x-page-size of FollowProfileResponse); a next page exists when a page is full' })
  @IsOptional()
  @Type(() => Number)
  // Checked from the bottom up: a page that is no number is told so first.
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;
}
