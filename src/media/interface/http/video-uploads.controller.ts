import { Controller, Get, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiExtension, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, ManagementCall } from '../../../shared/http/auth.js';
import { CreateVideoUploadCommand } from '../../application/create-video-upload/create-video-upload.command.js';
import { MAX_VIDEO_BYTES, VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOADS_PATH } from '../../domain/video-upload.js';

export class DirectUploadQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

/** x-messages and x-max-bytes: what the tus endpoint refuses, which the web checks before a byte leaves the browser. */
@ApiExtension('x-messages', { tooLarge: VIDEO_UPLOAD_MESSAGES.tooLarge, unsupported: VIDEO_UPLOAD_MESSAGES.unsupported })
@ApiExtension('x-max-bytes', MAX_VIDEO_BYTES)
export class DirectUploadUrlResponse {
  @ApiProperty({ example: VIDEO_UPLOADS_PATH, description: 'The tus endpoint to create the upload at' }) url!: string;
  @ApiProperty({ format: 'uuid', description: "Send as the tus metadata 'passthroughUuid', then as passthroughUuid when saving the video" }) passthroughUuid!: string;
}

const TUS_DESCRIPTION = `Opens a resumable upload of one video file for the owner, sent by the caller. Then, with the tus 1.0 protocol
(e.g. tus-js-client, chunkSize 5120 KB) and the same session (cookie or bearer token):

- \`POST ${VIDEO_UPLOADS_PATH}\` with \`Upload-Length\` and \`Upload-Metadata\` \`passthroughUuid\`, \`filename\`, \`filetype\`
  → 201 and \`Location\`; 413 \`under 5GB\` past 5 GB; 403 when the upload was opened by someone else; 401 when not logged in.
- \`HEAD\` / \`PATCH\` the location to learn the offset and resume; the bytes are kept across API restarts.
- The PATCH completing the file answers 204 when ffprobe finds an MP4 or MOV container with H.264 video, else 422 \`MP4 or MOV H.264\`
  (the bytes are deleted). Save the video with the passthroughUuid afterwards.`;

@ApiTags('videos')
@Controller('client_side_api/v1/profile_management/videos')
export class VideoUploadsController {
  constructor(private readonly commands: CommandBus) {}

  @Get('direct_upload_url')
  @ManagementCall()
  @ApiOperation({ summary: 'Where to upload a video (tus), and the passthroughUuid naming the upload', description: TUS_DESCRIPTION, operationId: 'getVideoDirectUploadUrl' })
  @ApiOkResponse({ type: DirectUploadUrlResponse })
  @ApiBadRequestResponse({ type: MessageResponse })
  async directUploadUrl(@Query() q: DirectUploadQuery, @CurrentPrincipal() principal: Principal): Promise<DirectUploadUrlResponse> {
    const passthroughUuid = await this.commands.execute(new CreateVideoUploadCommand(q.ownerId, principal.userId));
    return { url: VIDEO_UPLOADS_PATH, passthroughUuid };
  }
}
