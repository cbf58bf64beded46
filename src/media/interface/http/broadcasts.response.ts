import { ApiProperty } from '@nestjs/swagger';
import { BROADCAST_KINDS, type BroadcastKind, type BroadcastStatus, type ViewerStatus } from '../../domain/broadcast.js';
import { VISIBILITIES, type Visibility } from '../../domain/video-library.js';

export class ManagedBroadcastResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: BROADCAST_KINDS, enumName: 'BroadcastKind' }) kind!: BroadcastKind;
  @ApiProperty({ type: String, nullable: true }) externalUrl!: string | null;
  @ApiProperty({ description: 'Secret: the stream name to publish to rtmpUrl with' }) streamKey!: string;
  @ApiProperty({ enum: ['idle', 'live', 'ended'], enumName: 'BroadcastStatus' }) status!: BroadcastStatus;
  @ApiProperty({ enum: VISIBILITIES, enumName: 'VideoVisibility' }) recordingVisibility!: Visibility;
  @ApiProperty({ type: [String], format: 'uuid' }) recordingTierIds!: string[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The library video made from the stream once it ended' }) recordingVideoId!: string | null;
  @ApiProperty({ example: '/b/0b7c…', description: 'The viewer page' }) url!: string;
}

export class BroadcastDateResponse {
  @ApiProperty({ format: 'uuid' }) dateId!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endsAt!: string | null;
  @ApiProperty({ type: ManagedBroadcastResponse, nullable: true }) broadcast!: ManagedBroadcastResponse | null;
}

export class EventBroadcastsResponse {
  @ApiProperty({ example: 'rtmp://limelight.example:1935/live', description: 'The server URL for streaming software' }) rtmpUrl!: string;
  @ApiProperty({ type: [BroadcastDateResponse], description: 'The online dates of the event (dates with an online ticket type)' }) dates!: BroadcastDateResponse[];
}

export class BroadcastResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() eventName!: string;
  @ApiProperty({ format: 'uuid' }) eventDateId!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endsAt!: string | null;
  @ApiProperty({ example: 'Europe/Berlin' }) timezone!: string;
  @ApiProperty({ enum: ['starting_soon', 'live', 'ended'], enumName: 'BroadcastViewerStatus' }) status!: ViewerStatus;
  @ApiProperty({ enum: BROADCAST_KINDS, enumName: 'BroadcastKind' }) kind!: BroadcastKind;
  @ApiProperty({ description: 'Ticket holders of the date (online tickets) and the event’s managers' }) canWatch!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Only when canWatch' }) externalUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The signed HLS playlist (an hour), only when canWatch and the live stream is live' }) playlistUrl!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) recordingVideoId!: string | null;
}
