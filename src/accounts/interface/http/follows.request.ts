import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Min } from 'class-validator';

export class FollowRequestQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile (a user or an organization) to follow or unfollow' })
  @IsUUID('all', { message: 'id must be a profile id' })
  id!: string;
}

export class FollowListQuery {
  @ApiProperty({ format: 'uuid', description: 'The profile whose list it is' })
  @IsUUID('all', { message: 'id must be a profile id' })
  id!: string;

  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'Pages of 30 (x-page-size of FollowProfileResponse); a next page exists when a page is full' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;
}
