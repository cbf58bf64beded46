import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { BROADCAST_KINDS, BROADCAST_MESSAGES, type BroadcastKind } from '../../domain/broadcast.js';
import { VISIBILITIES, type Visibility } from '../../domain/video-library.js';

@ApiExtension('x-messages', { streamLink: BROADCAST_MESSAGES.streamLink, tierRequired: BROADCAST_MESSAGES.tierRequired })
export class SetBroadcastRequest {
  @ApiProperty({ enum: BROADCAST_KINDS, enumName: 'BroadcastKind', description: 'live: streamed to Limelight over RTMP; external: a link (YouTube, Vimeo, an .m3u8 or a meeting)' })
  @IsIn(BROADCAST_KINDS, { message: 'kind must be live or external' })
  kind!: BroadcastKind;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required for external: an https link' })
  @IsOptional()
  @IsString({ message: BROADCAST_MESSAGES.streamLink })
  @MaxLength(2000, { message: BROADCAST_MESSAGES.streamLink })
  externalUrl?: string | null;

  @ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'VideoVisibility', description: "The recording's visibility in the video library (live only)" })
  @IsOptional()
  @IsIn(VISIBILITIES, { message: 'recordingVisibility must be public or members_only' })
  recordingVisibility?: Visibility;

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: "The owner's membership tiers whose members may watch a members-only recording" })
  @IsOptional()
  @IsArray({ message: BROADCAST_MESSAGES.tierRequired })
  @IsUUID('all', { each: true, message: BROADCAST_MESSAGES.tierRequired })
  recordingTierIds?: string[];
}

export class BroadcastFileQuery {
  @ApiPropertyOptional({ description: 'Unix time (seconds) the signed URL expires' }) @IsOptional() @IsString() expires?: string;
  @ApiPropertyOptional({ description: 'The URL signature' }) @IsOptional() @IsString() signature?: string;
}
