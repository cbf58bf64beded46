import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { CreateWebhookCommand } from '../../application/create-webhook/create-webhook.command.js';
import { DeleteWebhookCommand } from '../../application/delete-webhook/delete-webhook.command.js';
import { GetDeliveryQuery } from '../../application/get-delivery/get-delivery.query.js';
import { GetWebhookQuery } from '../../application/get-webhook/get-webhook.query.js';
import { ListDeliveriesQuery } from '../../application/list-deliveries/list-deliveries.query.js';
import { ListWebhooksQuery } from '../../application/list-webhooks/list-webhooks.query.js';
import { UpdateWebhookCommand } from '../../application/update-webhook/update-webhook.command.js';
import { CreateWebhookRequest, DeleteWebhookRequest, DeliveriesQuery, OwnerQuery, UpdateWebhookRequest, WebhooksQuery } from './webhooks.request.js';
import { WEBHOOK_PAYLOAD_SCHEMAS } from './webhook-payloads.schema.js';
import { DeliveriesPageResponse, DeliveryResponse, WebhookResponse, WebhooksPageResponse } from './webhooks.response.js';

/**
 * The Developer Zone's calls (seed 002 §7.2): webhooks and their delivery logs, scoped by ownerId. The
 * bodies webhooks receive are in the document's schemas (OrderCreatedWebhook, …).
 */
@ApiTags('developer zone')
@ApiExtraModels(...WEBHOOK_PAYLOAD_SCHEMAS)
@Controller('client_side_api/v1/profile_management')
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('webhooks')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: "The owner's webhooks, newest first (10 per page by default)", operationId: 'listWebhooks' })
  @ApiOkResponse({ type: WebhooksPageResponse })
  list(@Query() q: WebhooksQuery): Promise<WebhooksPageResponse> {
    return this.queries.execute(new ListWebhooksQuery(q.ownerId, q.page ?? 1, q.perPage ?? 10));
  }

  @Post('webhooks')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: 'Create a webhook (active, with a new signing secret)', operationId: 'createWebhook' })
  @ApiCreatedResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: MessageResponse })
  create(@Body() body: CreateWebhookRequest): Promise<true> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new CreateWebhookCommand(ownerId, input));
  }

  @Get('webhooks/:id')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: 'One webhook of the owner', operationId: 'getWebhook' })
  @ApiOkResponse({ type: WebhookResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string, @Query() q: OwnerQuery): Promise<WebhookResponse> {
    return this.queries.execute(new GetWebhookQuery(q.ownerId, id));
  }

  @Put('webhooks/:id')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: "Change a webhook's URL, description, events and status", operationId: 'updateWebhook' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  update(@Param('id') id: string, @Body() body: UpdateWebhookRequest): Promise<true> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new UpdateWebhookCommand(ownerId, id, input));
  }

  @Delete('webhooks/:id')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: 'Delete a webhook with its delivery logs', operationId: 'deleteWebhook' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  remove(@Param('id') id: string, @Body() body: DeleteWebhookRequest): Promise<true> {
    return this.commands.execute(new DeleteWebhookCommand(body.ownerId, id));
  }

  @Get('webhook_event_deliveries')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: "The owner's delivery logs, newest first (100 per page)", operationId: 'listWebhookDeliveries' })
  @ApiOkResponse({ type: DeliveriesPageResponse })
  deliveries(@Query() q: DeliveriesQuery): Promise<DeliveriesPageResponse> {
    return this.queries.execute(new ListDeliveriesQuery(q.ownerId, { page: q.page ?? 1, perPage: q.perPage ?? 100, eventName: q.eventName?.trim() || undefined, status: q.status }));
  }

  @Get('webhook_event_deliveries/:id')
  @ManagementCall({ requires: 'developerZone' })
  @ApiOperation({ summary: 'One delivery log: the payload as sent and every attempt', operationId: 'getWebhookDelivery' })
  @ApiOkResponse({ type: DeliveryResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  delivery(@Param('id') id: string, @Query() q: OwnerQuery): Promise<DeliveryResponse> {
    return this.queries.execute(new GetDeliveryQuery(q.ownerId, id));
  }
}
