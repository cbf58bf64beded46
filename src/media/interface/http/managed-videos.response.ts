import { ApiProperty } from '@nestjs/swagger';
import { currencyProperty } from '../../../shared/http/api-currency.js';
import { POSTER_SOURCES, VISIBILITIES, type PosterSource, type Visibility } from '../../domain/video-library.js';

export class VideoCollaboratorResponse {
  @ApiProperty({ description: "The profile's username, or '_invitation' for a pending invitation by e-mail" }) identifier!: string;
  @ApiProperty({ format: 'uuid', description: "The profile's id, or the invitation's (DELETE …/collaborators/{uuid} withdraws it)" }) uuid!: string;
  @ApiProperty({ description: "The profile's name, or the invited address" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}

export class ManagedVideoOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

export class ManagedVideoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the thumbnail is served; null: show the default image' }) thumbnail!: string | null;
  @ApiProperty() membersOnly!: boolean;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string', enum: ['N/A'] }],
    description: "The paid donations' sum in minor units of `currency`; 'N/A' when donations are off (the owner cannot take payments)",
  })
  donationsSum!: number | 'N/A';
  @ApiProperty(currencyProperty({ description: "The video owner's currency" })) currency!: string;
  @ApiProperty() viewCount!: number;
  @ApiProperty() likeCount!: number;
  @ApiProperty({ type: ManagedVideoOwnerResponse, description: 'Not the list owner when the owner is a collaborator: Watch and Remove me instead of Edit' })
  owner!: ManagedVideoOwnerResponse;
  @ApiProperty({ type: [VideoCollaboratorResponse] }) collaborators!: VideoCollaboratorResponse[];
  @ApiProperty({ example: '/watch/0b7c…', description: 'The watch page' }) url!: string;
}

export class ManagedVideoDetailResponse extends ManagedVideoResponse {
  @ApiProperty({ description: 'Sanitised rich text' }) description!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ enum: VISIBILITIES, enumName: 'VideoVisibility' }) visibility!: Visibility;
  @ApiProperty({ type: [String], format: 'uuid' }) membershipTierIds!: string[];
  @ApiProperty({ enum: POSTER_SOURCES, enumName: 'VideoPosterSource' }) posterSource!: PosterSource;
  @ApiProperty({ type: String, nullable: true, description: "The thumbnail's upload identifier" }) coverImage!: string | null;
  @ApiProperty({ type: Number, nullable: true }) durationSeconds!: number | null;
  @ApiProperty({ enum: ['processing', 'ready'] }) status!: 'processing' | 'ready';
}

export class ManagedVideosPageResponse {
  @ApiProperty({ type: [ManagedVideoResponse] }) data!: ManagedVideoResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}
