import { ApiExtension, ApiProperty } from '@nestjs/swagger';
import { PROFILE_LIST_PAGE_SIZE } from '../../contracts/profile-lists.js';

/** A profile in a list of profiles, with whether the viewer follows it. */
export class ProfileListEntryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatarThumbnail!: string | null;
  @ApiProperty({ description: 'The viewer follows this profile (false when logged out)' }) following!: boolean;
}

/** A profile in a followers or following list; x-page-size: how many a full page holds. */
@ApiExtension('x-page-size', PROFILE_LIST_PAGE_SIZE)
export class FollowProfileResponse extends ProfileListEntryResponse {}
