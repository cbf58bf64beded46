import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ClaimPurchaseTrackingCommand } from '../../application/claim-purchase-tracking/claim-purchase-tracking.command.js';
import { RecordPageEventCommand } from '../../application/record-page-event/record-page-event.command.js';
import { PAGE_EVENT_LIMIT } from '../../domain/tracking.js';
import { TrackingEventRequest } from './tracking.request.js';
import { PurchaseTrackingResponse } from './tracking.response.js';

/**
 * Tracking: the first-party funnel of event pages and checkout (counts only, no cookie, no third party, so
 * anyone's page sends them), and the one report of each purchase to the owner's tracking pixels.
 */
@ApiTags('reporting')
@Controller('client_side_api/v1/tracking')
export class TrackingController {
  constructor(private readonly commands: CommandBus) {}

  @Post('events')
  @HttpCode(200)
  @ApiOperation({ summary: "Record a step of an event's funnel (ViewContent on the event page, AddToCart, InitiateCheckout) for the event's stats", operationId: 'recordTrackingEvent' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Event not found' (unknown or unpublished)" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'The date is not a date of the event' })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: `More than ${PAGE_EVENT_LIMIT.limit} events a minute from one address` })
  record(@Body() body: TrackingEventRequest, @Req() request: Request): Promise<true> {
    return this.commands.execute(new RecordPageEventCommand(body.event, body.eventDate ?? null, body.name, body.visitorId, request.ip ?? 'unknown'));
  }

  @Post('purchases/:orderId')
  @HttpCode(200)
  @ApiOperation({ summary: "Whether this call reports the completed order's purchase to the tracking pixels: send is true for exactly one call per order", operationId: 'claimPurchaseTracking' })
  @ApiOkResponse({ type: PurchaseTrackingResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Order not found' (unknown or not completed)" })
  claimPurchase(@Param('orderId') orderId: string): Promise<PurchaseTrackingResponse> {
    return this.commands.execute(new ClaimPurchaseTrackingCommand(orderId));
  }
}
