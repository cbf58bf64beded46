import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';

export class FollowRequestQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile (a user or an organization) to follow or unfollow' })
  @IsUUID('all', { message: 'id must be a profile id' })
  id!: string;
}

export class FollowListQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile whose list it is' })
  @IsUUID('all', { message: 'id must be a profile id' })
  id!: string;

  @PageParam('Pages of 30 (x-page-size of FollowProfileResponse); a next page exists when a page is full')
  page?: number;
}
