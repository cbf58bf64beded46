import { Body, Controller, Headers, HttpCode, Post, Redirect, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConsumes, ApiExcludeEndpoint, ApiForbiddenResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Principal } from '../../../shared/access.js';
import { Refusal } from '../../../shared/errors.js';
import { OptionalPrincipal } from '../../../shared/http/auth.js';
import { ReceiveBillingWebhookCommand } from '../../application/receive-billing-webhook/receive-billing-webhook.command.js';
import { InitializeSubscriptionSessionCommand, ManageSubscriptionCommand } from '../../application/subscribe/subscribe.commands.js';
import { sameSitePath, withQuery } from '../../domain/subscription-billing-rules.js';
import { ManageFormRequest, SubscribeFormRequest } from './subscription-billing.request.js';

type Redirection = { url: string; statusCode: 303 };

/**
 * The browser forms that subscribe to a tier's price and open the subscriber's portal (posted to the
 * backend root with the session cookie, seed 002 §7.1). Each answers 303: to the provider's page, to the
 * sign-in page, or back to the form's page with `error_message`. Only a form for another user is refused (403).
 */
@ApiTags('membership')
@Controller('membership_subscriptions')
export class MembershipSubscriptionsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('initialize_session')
  @Redirect('/', 303)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: "Subscribe to a tier's price: 303 to the provider's checkout (the demo checkout without Stripe)", operationId: 'initializeMembershipSession' })
  @ApiResponse({ status: 303, description: "To the provider's checkout, to /auth?redirect_to= when not signed in, or to redirect_to?error_message= when refused" })
  @ApiForbiddenResponse({ description: 'user_id is not the signed-in user' })
  async initializeSession(@OptionalPrincipal() principal: Principal | undefined, @Body() body: SubscribeFormRequest): Promise<Redirection> {
    const redirectTo = sameSitePath(body.redirect_to);
    if (!principal) return { url: withQuery('/auth', 'redirect_to', redirectTo), statusCode: 303 };
    const form = { priceId: body.price_id ?? '', ownerId: body.owner_id ?? '', userId: body.user_id ?? '', redirectTo };
    return this.redirect(() => this.commands.execute(new InitializeSubscriptionSessionCommand(principal.userId, form)), redirectTo);
  }

  @Post('manage')
  @Redirect('/', 303)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: "Manage one's subscription with an owner: 303 to the provider's portal (the demo portal without Stripe)", operationId: 'manageMembershipSubscription' })
  @ApiResponse({ status: 303, description: "To the provider's portal, to /auth?redirect_to= when not signed in, or back with error_message when there is nothing to manage" })
  @ApiForbiddenResponse({ description: 'user_id is not the signed-in user' })
  async manage(@OptionalPrincipal() principal: Principal | undefined, @Body() body: ManageFormRequest): Promise<Redirection> {
    const redirectTo = body.redirect_to === undefined ? null : sameSitePath(body.redirect_to);
    if (!principal) return { url: withQuery('/auth', 'redirect_to', redirectTo ?? '/'), statusCode: 303 };
    const form = { ownerId: body.owner_id ?? '', userId: body.user_id ?? '', redirectTo };
    return this.redirect(() => this.commands.execute(new ManageSubscriptionCommand(principal.userId, form)), redirectTo ?? '/');
  }

  /** A refusal goes back to the form's page with its message (the page shows it); only a form for another user is an error. */
  private async redirect(step: () => Promise<{ location: string }>, back: string): Promise<Redirection> {
    try {
      return { url: (await step()).location, statusCode: 303 };
    } catch (error) {
      if (error instanceof Refusal && error.kind !== 'forbidden') return { url: withQuery(back, 'error_message', error.message), statusCode: 303 };
      throw error;
    }
  }
}

/** Stripe's subscription events of connected accounts, signed; without Stripe the route answers 404. */
@ApiTags('membership')
@Controller('client_side_api/v1/stripe')
export class MembershipWebhooksController {
  constructor(private readonly commands: CommandBus) {}

  @Post('membership_webhooks')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  @ApiBadRequestResponse({ description: 'Invalid Stripe signature' })
  receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    return this.commands.execute(new ReceiveBillingWebhookCommand(request.rawBody ?? Buffer.alloc(0), signature ?? ''));
  }
}
