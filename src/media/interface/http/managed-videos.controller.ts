import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, ManagementCall } from '../../../shared/http/auth.js';
import { AddVideoCollaboratorCommand } from '../../application/add-video-collaborator/add-video-collaborator.command.js';
import { DeleteVideoCommand } from '../../application/delete-video/delete-video.command.js';
import { GetManagedVideoQuery } from '../../application/get-managed-video/get-managed-video.query.js';
import { ListManagedVideosQuery } from '../../application/list-managed-videos/list-managed-videos.query.js';
import { RemoveVideoCollaboratorCommand } from '../../application/remove-video-collaborator/remove-video-collaborator.command.js';
import { SaveVideoCommand } from '../../application/save-video/save-video.command.js';
import { UpdateVideoCommand } from '../../application/update-video/update-video.command.js';
import type { VideoInput } from '../../application/video-details.service.js';
import {
  AddVideoCollaboratorRequest,
  MANAGED_VIDEOS_PER_PAGE,
  ManagedVideosQuery,
  SaveVideoRequest,
  UpdateVideoRequest,
  VideoOwnerQuery,
  type VideoDetailsRequest,
} from './managed-videos.request.js';
import { ManagedVideoDetailResponse, ManagedVideosPageResponse, VideoCollaboratorResponse } from './managed-videos.response.js';

/** The fields of the form the library reads (file name and size are the upload's own). */
const videoInput = ({ title, description, tags, visibility, membershipTierIds, posterSource, coverImage, collaboratorIds }: VideoDetailsRequest): VideoInput => ({
  title,
  description,
  tags,
  visibility,
  membershipTierIds,
  posterSource,
  coverImage,
  collaboratorIds,
});

/** The owner's video library (seed 001 §2.4): save, edit and delete videos, and credit collaborators. */
@ApiTags('videos')
@Controller('client_side_api/v1/profile_management/videos')
export class ManagedVideosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ManagementCall()
  @ApiOperation({ summary: "The owner's videos and those the owner is a collaborator of (10 per page by default), newest first", operationId: 'listManagedVideos' })
  @ApiOkResponse({ type: ManagedVideosPageResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  list(@Query() q: ManagedVideosQuery): Promise<ManagedVideosPageResponse> {
    const filter = {
      ownerId: q.ownerId,
      query: q.query?.trim() || undefined,
      sort: q.sort ?? 'uploadedAt',
      direction: q.direction ?? 'desc',
      page: q.page ?? 1,
      perPage: q.perPage ?? MANAGED_VIDEOS_PER_PAGE,
    };
    return this.queries.execute(new ListManagedVideosQuery(filter));
  }

  @Post()
  @ManagementCall()
  @ApiOperation({
    summary: 'Save a finished upload as a video (ready at once); the thumbnail is a still of the video unless posterSource is user-upload',
    operationId: 'saveVideo',
  })
  @ApiCreatedResponse({ type: ManagedVideoDetailResponse })
  @ApiBadRequestResponse({ type: MessageResponse, description: "'Please fill out all required fields.', 'Please select at least one membership tier', the upload's refusal, …" })
  @ApiConflictResponse({ type: MessageResponse, description: "'This upload was already saved'" })
  create(@Body() body: SaveVideoRequest, @CurrentPrincipal() principal: Principal): Promise<ManagedVideoDetailResponse> {
    return this.commands.execute(new SaveVideoCommand(body.ownerId, principal.userId, body.passthroughUuid, videoInput(body), body.collaboratorEmails));
  }

  @Get(':id')
  @ManagementCall()
  @ApiOperation({ summary: 'One of the owner’s videos, for its edit form', operationId: 'getManagedVideo' })
  @ApiOkResponse({ type: ManagedVideoDetailResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string, @Query() q: VideoOwnerQuery): Promise<ManagedVideoDetailResponse> {
    return this.queries.execute(new GetManagedVideoQuery(q.ownerId, id));
  }

  @Patch(':id')
  @ManagementCall()
  @ApiOperation({ summary: "Change a video's details and thumbnail (not its file); absent fields keep their values", operationId: 'updateVideo' })
  @ApiOkResponse({ type: ManagedVideoDetailResponse })
  @ApiBadRequestResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  update(@Param('id') id: string, @Query() q: VideoOwnerQuery, @Body() body: UpdateVideoRequest, @CurrentPrincipal() principal: Principal): Promise<ManagedVideoDetailResponse> {
    return this.commands.execute(new UpdateVideoCommand(q.ownerId, principal.userId, id, videoInput(body)));
  }

  @Delete(':id')
  @ManagementCall()
  @ApiOperation({ summary: 'Delete a video with its file (and its thumbnail when auto-generated)', operationId: 'deleteVideo' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  remove(@Param('id') id: string, @Query() q: VideoOwnerQuery): Promise<true> {
    return this.commands.execute(new DeleteVideoCommand(q.ownerId, id));
  }

  @Post(':id/collaborators')
  @ManagementCall()
  @ApiOperation({
    summary: 'Credit a profile on the owner’s video, or invite an e-mail address (the mail carries a link to accept); answers the video’s collaborators, invitations included',
    operationId: 'addVideoCollaborator',
  })
  @ApiCreatedResponse({ type: [VideoCollaboratorResponse] })
  @ApiBadRequestResponse({ type: MessageResponse, description: "'Please fill out all required fields.', 'Failed to add collaborator', 'Invalid email address'" })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse, description: "'Already added': the address is already invited to this video" })
  addCollaborator(@Param('id') id: string, @Body() body: AddVideoCollaboratorRequest, @CurrentPrincipal() principal: Principal): Promise<VideoCollaboratorResponse[]> {
    return this.commands.execute(new AddVideoCollaboratorCommand(body.ownerId, id, { collaboratorId: body.collaboratorId, email: body.email }, principal.userId));
  }

  @Delete(':id/collaborators/:collaboratorId')
  @ManagementCall()
  @ApiOperation({
    summary: "Take a collaborator off a video: the owner's managers anyone (or withdraw a pending invitation by its uuid), a collaborator (ownerId: their own profile) only themselves ('Remove me')",
    operationId: 'removeVideoCollaborator',
  })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  removeCollaborator(@Param('id') id: string, @Param('collaboratorId') collaboratorId: string, @Query() q: VideoOwnerQuery): Promise<true> {
    return this.commands.execute(new RemoveVideoCollaboratorCommand(q.ownerId, id, collaboratorId));
  }
}
