import { Controller, Headers, HttpCode, HttpException, HttpStatus, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { ApiError, notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import type { PaymentOutcome } from '../../domain/order.js';
import { OrderPayments } from '../../application/order-payments.js';
import { PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import { StripePaymentGateway } from '../../infrastructure/stripe-payment-gateway.adapter.js';

/** What each PaymentIntent event means for the order. */
const OUTCOMES: Partial<Record<Stripe.Event['type'], PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'tryAgain',
  'payment_intent.canceled': 'failed',
};

export const STRIPE_MESSAGES = { signature: 'Invalid Stripe signature' } as const;

/**
 * Stripe's webhook. The signature is checked on the raw body; then the payment's news is recorded on its
 * order, which ignores repeats and news that arrives late (a `processing` after `succeeded`). Events of
 * other kinds, of unknown orders or of another order's payment are acknowledged and left alone.
 */
@ApiTags('checkout')
@Controller('client_side_api/v1/stripe')
export class StripeWebhooksController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: OrderPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('webhooks')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  @ApiBadRequestResponse({ description: STRIPE_MESSAGES.signature })
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    if (!(this.gateway instanceof StripePaymentGateway)) throw notFound('Not found');
    let event: Stripe.Event;
    try {
      event = this.gateway.stripe.webhooks.constructEvent(request.rawBody ?? Buffer.alloc(0), signature ?? '', this.config.stripe!.webhookSecret);
    } catch {
      throw new ApiError(HttpStatus.BAD_REQUEST, STRIPE_MESSAGES.signature);
    }
    const outcome = OUTCOMES[event.type];
    if (!outcome) return { received: true };
    const intent = event.data.object as Stripe.PaymentIntent;
    const orderId = intent.metadata?.orderId;
    if (!orderId || !isUuid(orderId)) return { received: true };
    try {
      await this.payments.record(orderId, intent.id, outcome, intent.last_payment_error?.message ?? '');
    } catch (error) {
      // An order that does not exist or a payment it no longer expects: nothing to do, and Stripe must not retry.
      if (error instanceof HttpException && error.getStatus() < 500) return { received: true };
      throw error;
    }
    return { received: true };
  }
}
