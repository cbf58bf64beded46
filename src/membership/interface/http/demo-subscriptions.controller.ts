import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { Authenticated, CurrentPrincipal } from '../../../shared/http/auth.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { isUuid } from '../../../shared/ids.js';
import {
  ActOnDemoSubscriptionCommand,
  CompleteDemoSessionCommand,
  DEMO_SUBSCRIPTION_ACTIONS,
  GetDemoSessionQuery,
  ListDemoSubscriptionsQuery,
  type DemoSubscriptionAction,
} from '../../application/demo-subscriptions/demo-subscriptions.messages.js';
import { CompleteDemoSessionRequest, DemoSubscriptionActionRequest, DemoSubscriptionsQuery } from './subscription-billing.request.js';
import { DemoSessionCompletedResponse, DemoSessionResponse, DemoSubscriptionResponse } from './subscription-billing.response.js';

/**
 * The demo gateway's checkout and portal for memberships, when Limelight runs without Stripe (no money
 * moves); with Stripe every call answers 404. Each step is recorded as a Stripe webhook would record it.
 */
@ApiTags('membership')
@Controller('client_side_api/v1/demo_subscriptions')
@Authenticated()
@ApiNotFoundResponse({ type: MessageResponse, description: 'Not found, or Stripe is configured' })
export class DemoSubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('sessions/:id')
  @ApiOperation({ summary: "A demo checkout session (the session's user only)", operationId: 'getDemoSubscriptionSession' })
  @ApiOkResponse({ type: DemoSessionResponse })
  session(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<DemoSessionResponse> {
    return this.queries.execute(new GetDemoSessionQuery(id, principal.userId));
  }

  @Post('sessions/:id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay a demo checkout session with a test card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)', operationId: 'completeDemoSubscriptionSession' })
  @ApiOkResponse({ type: DemoSessionCompletedResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'The card was refused' })
  complete(@Param('id') id: string, @Body() body: CompleteDemoSessionRequest, @CurrentPrincipal() principal: Principal): Promise<DemoSessionCompletedResponse> {
    return this.commands.execute(new CompleteDemoSessionCommand(id, principal.userId, body.cardNumber));
  }

  @Get()
  @ApiOperation({ summary: "The caller's own demo subscriptions with an owner", operationId: 'listDemoSubscriptions' })
  @ApiOkResponse({ type: [DemoSubscriptionResponse] })
  list(@Query() query: DemoSubscriptionsQuery, @CurrentPrincipal() principal: Principal): Promise<DemoSubscriptionResponse[]> {
    if (!isUuid(query.ownerId)) throw new ValidationFailed(['ownerId is required']);
    return this.queries.execute(new ListDemoSubscriptionsQuery(principal.userId, query.ownerId));
  }

  @Post(':subscriptionId/:action')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Do what the provider would: cancel at period end, resume, change the price, renew now, fail a payment, expire (the subscriber or a site admin)',
    operationId: 'actOnDemoSubscription',
  })
  @ApiParam({ name: 'action', enum: DEMO_SUBSCRIPTION_ACTIONS })
  @ApiBody({ type: DemoSubscriptionActionRequest, required: false })
  @ApiOkResponse({ type: Boolean })
  @ApiUnprocessableEntityResponse({ type: MessageResponse })
  act(@Param('subscriptionId') subscriptionId: string, @Param('action') action: string, @Body() body: DemoSubscriptionActionRequest, @CurrentPrincipal() principal: Principal): Promise<true> {
    if (!(DEMO_SUBSCRIPTION_ACTIONS as readonly string[]).includes(action)) throw new ValidationFailed([`action must be one of ${DEMO_SUBSCRIPTION_ACTIONS.join(', ')}`]);
    return this.commands.execute(new ActOnDemoSubscriptionCommand(subscriptionId, principal, action as DemoSubscriptionAction, body?.priceId ?? null));
  }
}
