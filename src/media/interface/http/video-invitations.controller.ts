import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal } from '../../../shared/http/auth.js';
import { AcceptVideoInvitationCommand } from '../../application/accept-video-invitation/accept-video-invitation.command.js';
import { INVITATION_MESSAGES } from '../../domain/collaborator-invitation.js';
import { AcceptVideoInvitationRequest } from './video-invitations.request.js';
import { AcceptedVideoInvitationResponse } from './video-invitations.response.js';

/** Invitations to be credited on a video, sent by e-mail: the link opens the watch page, which accepts them. */
@ApiTags('videos')
@Controller('client_side_api/v1/video_invitations')
export class VideoInvitationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('accept')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: "Accept a collaborator invitation by its e-mail's token: the caller becomes a collaborator of the video (the video's owner: nothing changes)",
    operationId: 'acceptVideoInvitation',
  })
  @ApiOkResponse({ type: AcceptedVideoInvitationResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  @ApiNotFoundResponse({ type: MessageResponse, description: `'${INVITATION_MESSAGES.noLongerValid}': unknown, used or withdrawn` })
  accept(@Body() body: AcceptVideoInvitationRequest, @CurrentPrincipal() principal: Principal): Promise<AcceptedVideoInvitationResponse> {
    return this.commands.execute(new AcceptVideoInvitationCommand(principal.userId, body.token));
  }
}
