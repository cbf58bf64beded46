import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';

export class VideoOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ['user', 'school'] }) type!: 'user' | 'school';
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}

export class VideoCardResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the thumbnail is served; null: show the default image' }) thumbnail!: string | null;
  @ApiProperty({ description: "Only members of some of the owner's tiers may watch it" }) membersOnly!: boolean;
  @ApiProperty({ description: 'The viewer may not watch it: show the thumbnail blurred' }) membersOnlyBlur!: boolean;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
  @ApiProperty() viewCount!: number;
  @ApiProperty() likeCount!: number;
  @ApiProperty({ type: VideoOwnerResponse }) owner!: VideoOwnerResponse;
}

export class VideosPageResponse {
  @ApiProperty({ type: [VideoCardResponse] }) data!: VideoCardResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}

export class WatchVideoDonationsResponse {
  @ApiProperty(currencyProperty({ description: "The owner's currency: donation amounts are in its minor units" })) currency!: string;
}

export class WatchVideoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised HTML (or plain text)' }) description!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Where the thumbnail is served; null: show the default image' }) thumbnail!: string | null;
  @ApiProperty({ description: "Only members of some of the owner's tiers may watch it" }) membersOnly!: boolean;
  @ApiProperty({ description: 'The viewer may watch it (fileUrl is given)' }) canWatch!: boolean;
  @ApiProperty({ description: 'The viewer may not watch it: show the thumbnail blurred and a way to join' }) membersOnlyBlur!: boolean;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
  @ApiProperty() viewCount!: number;
  @ApiProperty() likeCount!: number;
  @ApiProperty({ description: 'The viewer likes it (false when not logged in)' }) liked!: boolean;
  @ApiProperty({ type: Number, nullable: true }) durationSeconds!: number | null;
  @ApiProperty({ type: VideoOwnerResponse }) owner!: VideoOwnerResponse;
  @ApiProperty({ type: [VideoOwnerResponse] }) collaborators!: VideoOwnerResponse[];
  @ApiProperty({ type: [String], format: 'uuid', description: 'The tiers whose members may watch a members-only video' }) membershipTierIds!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Where the video is served (byte ranges); null when the viewer may not watch it' }) fileUrl!: string | null;
  @ApiProperty({
    type: WatchVideoDonationsResponse,
    nullable: true,
    description: 'Show a Donate button (signed out: log in first); null when donations are off (the owner cannot take payments), for the owner, or for a viewer who may not watch it',
  })
  donations!: WatchVideoDonationsResponse | null;
}

export class VideoLikeResponse {
  @ApiProperty() likeCount!: number;
  @ApiProperty() liked!: boolean;
}
