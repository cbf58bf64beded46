import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal } from '../../../shared/http/auth.js';
import { DonateToVideoCommand } from '../../application/donate-to-video/donate-to-video.command.js';
import { GetDonationQuery } from '../../application/get-donation/get-donation.query.js';
import { DonateToVideoRequest } from './donations.request.js';
import { VideoDonationResponse } from './donations.response.js';

/** Donations on videos: a signed-in viewer gives to the owner of a video they may watch. */
@ApiTags('checkout')
@Controller('client_side_api/v1/video_donations')
export class DonationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: "Donate to a video's owner: starts the donation and its payment (5% platform fee taken out of it)", operationId: 'donateToVideo' })
  @ApiCreatedResponse({ type: VideoDonationResponse })
  @ApiBadRequestResponse({ type: MessageResponse, description: "'Please enter an amount from $1 to $1000.' (in the owner's currency)" })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'No such video, or one the caller may not watch' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Donations are off for this video' or 'You cannot donate to your own video'" })
  donate(@Body() body: DonateToVideoRequest, @CurrentPrincipal() principal: Principal): Promise<VideoDonationResponse> {
    return this.commands.execute(new DonateToVideoCommand(principal, body.videoId, body.amount));
  }

  @Get(':id')
  @Authenticated()
  @ApiOperation({ summary: "The caller's own donation; while pending, its payment is checked with the provider", operationId: 'getVideoDonation' })
  @ApiOkResponse({ type: VideoDonationResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<VideoDonationResponse> {
    return this.queries.execute(new GetDonationQuery(principal, id));
  }
}
