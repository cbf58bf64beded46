import { Body, Controller, Get, Headers, HttpCode, Patch, Post, Query, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { CompleteDemoOnboardingCommand } from '../../application/complete-demo-onboarding/complete-demo-onboarding.command.js';
import { CreateLoginLinkCommand } from '../../application/create-login-link/create-login-link.command.js';
import { DisconnectPaymentsCommand } from '../../application/disconnect-payments/disconnect-payments.command.js';
import { GetPaymentConnectionQuery } from '../../application/get-payment-connection/get-payment-connection.query.js';
import { ListCurrenciesQuery } from '../../application/list-currencies/list-currencies.query.js';
import { ListPayoutsQuery } from '../../application/list-payouts/list-payouts.query.js';
import { ReceiveAccountWebhookCommand } from '../../application/receive-account-webhook/receive-account-webhook.command.js';
import { RefreshPaymentConnectionCommand } from '../../application/refresh-payment-connection/refresh-payment-connection.command.js';
import { StartPayoutsOnboardingCommand } from '../../application/start-payouts-onboarding/start-payouts-onboarding.command.js';
import { UpdatePayoutSettingsCommand } from '../../application/update-payout-settings/update-payout-settings.command.js';
import { PayoutSettingsRequest, PayoutsOwnerQuery, PayoutsOwnerRequest, PayoutsQuery } from './payouts.request.js';
import { CurrencyResponse, LoginLinkResponse, PaymentConnectionResponse, PayoutPageResponse, UrlResponse } from './payouts.response.js';

/** Payouts: the owner's connected payment account (Stripe Connect, or the demo's simulated one), currency and payouts. */
@ApiTags('payouts')
@Controller('client_side_api/v1')
export class PayoutsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('currencies')
  @ApiOperation({ summary: 'The supported currencies with their card processing fees', operationId: 'listCurrencies' })
  @ApiOkResponse({ type: [CurrencyResponse] })
  currencies(): Promise<CurrencyResponse[]> {
    return this.queries.execute(new ListCurrenciesQuery());
  }

  @Get('profile_management/stripe')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's payment connection (management)", operationId: 'getPaymentConnection' })
  @ApiOkResponse({ type: PaymentConnectionResponse })
  connection(@Query() query: PayoutsOwnerQuery): Promise<PaymentConnectionResponse> {
    return this.queries.execute(new GetPaymentConnectionQuery(query.ownerId));
  }

  @Post('profile_management/stripe/onboarding')
  @HttpCode(200)
  @ManagementCall()
  @ApiOperation({ summary: "Opens the owner's payment account (once) and answers its onboarding link (management)", operationId: 'startPayoutsOnboarding' })
  @ApiOkResponse({ type: UrlResponse })
  onboarding(@Body() body: PayoutsOwnerRequest): Promise<UrlResponse> {
    return this.commands.execute(new StartPayoutsOnboardingCommand(body.ownerId));
  }

  @Post('profile_management/stripe/refresh')
  @HttpCode(200)
  @ManagementCall()
  @ApiOperation({ summary: 'Reads the account back from Stripe after onboarding, without waiting for its webhook (management)', operationId: 'refreshPaymentConnection' })
  @ApiOkResponse({ type: PaymentConnectionResponse })
  refresh(@Body() body: PayoutsOwnerRequest): Promise<PaymentConnectionResponse> {
    return this.commands.execute(new RefreshPaymentConnectionCommand(body.ownerId));
  }

  @Post('profile_management/stripe/demo_onboarding')
  @HttpCode(200)
  @ManagementCall()
  @ApiOperation({ summary: 'Completes the simulated onboarding of demo payments (no money moves); 404 with Stripe (management)', operationId: 'completeDemoOnboarding' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  demoOnboarding(@Body() body: PayoutsOwnerRequest): Promise<true> {
    return this.commands.execute(new CompleteDemoOnboardingCommand(body.ownerId));
  }

  @Patch('profile_management/stripe/disconnect')
  @ManagementCall()
  @ApiOperation({ summary: "Disconnects the owner's payment account (management)", operationId: 'disconnectStripe' })
  @ApiOkResponse({ type: MessageResponse, description: 'Stripe disconnected successfully' })
  disconnect(@Query() query: PayoutsOwnerQuery): Promise<MessageResponse> {
    return this.commands.execute(new DisconnectPaymentsCommand(query.ownerId));
  }

  @Post('profile_management/stripe/login_link')
  @HttpCode(200)
  @ManagementCall()
  @ApiOperation({ summary: "A one-time link to the account's Stripe dashboard (management)", operationId: 'createStripeLoginLink' })
  @ApiOkResponse({ type: LoginLinkResponse })
  @ApiBadRequestResponse({ type: MessageResponse })
  loginLink(@Body() body: PayoutsOwnerRequest): Promise<LoginLinkResponse> {
    return this.commands.execute(new CreateLoginLinkCommand(body.ownerId));
  }

  @Patch('profile_management/payout_settings')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's currency (management)", operationId: 'updatePayoutSettings' })
  @ApiOkResponse({ type: MessageResponse, description: 'Payout settings updated successfully' })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  payoutSettings(@Body() body: PayoutSettingsRequest): Promise<MessageResponse> {
    return this.commands.execute(new UpdatePayoutSettingsCommand(body.ownerId, body.currency));
  }

  @Get('profile_management/payouts')
  @ManagementCall()
  @ApiOperation({ summary: 'Paid payouts of the connected account, newest first, 10 per page (management)', operationId: 'listPayouts' })
  @ApiOkResponse({ type: PayoutPageResponse })
  payouts(@Query() query: PayoutsQuery): Promise<PayoutPageResponse> {
    return this.queries.execute(new ListPayoutsQuery(query.ownerId, query.page ?? 1));
  }

  /** Stripe's Connect webhook: `account.updated` of connected accounts, signed; without Stripe it answers 404. */
  @Post('stripe/connect_webhooks')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  receiveAccountWebhook(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    return this.commands.execute(new ReceiveAccountWebhookCommand(request.rawBody ?? Buffer.alloc(0), signature ?? ''));
  }
}
