import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ReceivePaymentWebhookCommand } from '../../application/receive-payment-webhook/receive-payment-webhook.command.js';

/**
 * Stripe's webhook. The signature is checked on the raw body; then the payment's news is recorded on its
 * order (see ReceivePaymentWebhookHandler). Without Stripe the route answers 404.
 */
@ApiTags('checkout')
@Controller('client_side_api/v1/stripe')
export class StripeWebhooksController {
  constructor(private readonly commands: CommandBus) {}

  @Post('webhooks')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  @ApiBadRequestResponse({ description: 'Invalid Stripe signature' })
  receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    return this.commands.execute(new ReceivePaymentWebhookCommand(request.rawBody ?? Buffer.alloc(0), signature ?? ''));
  }
}
