import { ApiExtension, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { INVITATION_EMAIL_PATTERN, INVITATION_MESSAGES } from '../../domain/collaborator-invitation.js';
import { DESCRIPTION_MAX, POSTER_SOURCES, TITLE_MAX, VIDEO_MESSAGES, VISIBILITIES, type PosterSource, type Visibility } from '../../domain/video-library.js';

export const MANAGED_VIDEOS_PER_PAGE = 10;
export const MANAGED_VIDEOS_MAX_PER_PAGE = 50;
export const MANAGED_VIDEO_SORTS = ['title', 'uploadedAt', 'viewCount', 'likeCount'] as const;
const LIST_MAX = 4_000;

export class VideoOwnerQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class ManagedVideosQuery extends VideoOwnerQuery {
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: MANAGED_VIDEOS_PER_PAGE, maximum: MANAGED_VIDEOS_MAX_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MANAGED_VIDEOS_MAX_PER_PAGE)
  perPage?: number;
  @ApiPropertyOptional({ description: 'Words of the title, tags or description; each word matches as a prefix, accents ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;
  @ApiPropertyOptional({ enum: MANAGED_VIDEO_SORTS, enumName: 'ManagedVideoSort', default: 'uploadedAt' })
  @IsOptional()
  @IsIn(MANAGED_VIDEO_SORTS, { message: 'sort must be title, uploadedAt, viewCount or likeCount' })
  sort?: (typeof MANAGED_VIDEO_SORTS)[number];
  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortDirection', default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'direction must be asc or desc' })
  direction?: 'asc' | 'desc';
}

/**
 * The video form's fields (seed 001 §3). Required fields are checked by the library's rules, so a missing
 * one is answered with the seeds' message 'Please fill out all required fields.'.
 */
@ApiExtension('x-messages', VIDEO_MESSAGES)
export class VideoDetailsRequest {
  @ApiPropertyOptional({ description: 'Required', maxLength: TITLE_MAX }) @IsOptional() @IsString() @MaxLength(TITLE_MAX) title?: string;
  @ApiPropertyOptional({ description: 'Required: rich text (bold, italic, underline, lists, links)', maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  description?: string;
  @ApiPropertyOptional({ description: 'Comma separated, e.g. `jazz, live`' }) @IsOptional() @IsString() @MaxLength(LIST_MAX) tags?: string;
  @ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'VideoVisibility', default: 'public' })
  @IsOptional()
  @IsIn(VISIBILITIES, { message: 'visibility must be public or members_only' })
  visibility?: Visibility;
  @ApiPropertyOptional({ description: "Comma separated ids of the owner's membership tiers; at least one when members_only" })
  @IsOptional()
  @IsString()
  @MaxLength(LIST_MAX)
  membershipTierIds?: string;
  @ApiPropertyOptional({ enum: POSTER_SOURCES, enumName: 'VideoPosterSource', default: 'auto-generated', description: 'auto-generated: a still of the video (JPEG)' })
  @IsOptional()
  @IsIn(POSTER_SOURCES, { message: 'posterSource must be user-upload or auto-generated' })
  posterSource?: PosterSource;
  @ApiPropertyOptional({ description: 'The custom image (upload_identifier of POST /file_uploads) when posterSource is user-upload' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  coverImage?: string;
  @ApiPropertyOptional({ description: "The custom image's file name (not stored)" }) @IsOptional() @IsString() @MaxLength(1000) coverImageFileName?: string;
  @ApiPropertyOptional({ description: 'Comma separated profile ids (found with search_collaborators)' }) @IsOptional() @IsString() @MaxLength(LIST_MAX) collaboratorIds?: string;
}

/** `x-invitation`: what the collaborator field checks before inviting an address, and the messages of invitations. */
@ApiExtension('x-invitation', { emailPattern: INVITATION_EMAIL_PATTERN, messages: INVITATION_MESSAGES })
export class SaveVideoRequest extends VideoDetailsRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiPropertyOptional({ description: "Comma separated e-mail addresses credited on the new video: each is sent an invitation ('Invalid email address' for one that is none)" })
  @IsOptional()
  @IsString()
  @MaxLength(LIST_MAX)
  collaboratorEmails?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Required: the finished upload (from direct_upload_url)' }) @IsOptional() @IsString() @MaxLength(100) passthroughUuid?: string;
  @ApiPropertyOptional({ description: "The uploaded file's name (the upload keeps its own)" }) @IsOptional() @IsString() @MaxLength(1000) filename?: string;
  @ApiPropertyOptional({ description: "The uploaded file's size (the upload keeps its own)" }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) bytesize?: number;
}

export class UpdateVideoRequest extends VideoDetailsRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The owner (as in the query)' }) @IsOptional() @IsUUID('all', { message: 'ownerId is required' }) ownerId?: string;
}

/** Exactly one of `collaboratorId` and `email` ('Please fill out all required fields.' otherwise). */
export class AddVideoCollaboratorRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'A profile found with search_collaborators: credited at once' })
  @IsOptional()
  @IsUUID('all', { message: VIDEO_MESSAGES.collaborator })
  collaboratorId?: string;
  @ApiPropertyOptional({ description: "An e-mail address (lower-cased): sent an invitation, listed with the identifier _invitation until it is accepted ('Invalid email address' for one that is none)" })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  email?: string;
}
