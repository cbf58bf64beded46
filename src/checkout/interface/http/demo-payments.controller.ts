import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { notFound } from '../../../shared/http/api-errors.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { OrderPayments } from '../../application/order-payments.js';
import { paymentOutcome, PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import { DemoPaymentGateway } from '../../infrastructure/demo-payment-gateway.adapter.js';
import { DemoPaymentRequest } from './orders.request.js';
import { DemoPaymentResponse } from './orders.response.js';

const NO_PAYMENT = 'Payment not found';

/** Paying with a test card when Limelight runs without Stripe: no money moves. */
@ApiTags('checkout')
@Controller('client_side_api/v1/demo_payments')
export class DemoPaymentsController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: OrderPayments,
  ) {}

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay a demo payment with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)', operationId: 'confirmDemoPayment' })
  @ApiOkResponse({ type: DemoPaymentResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  async confirm(@Param('id') id: string, @Body() body: DemoPaymentRequest): Promise<DemoPaymentResponse> {
    if (!(this.gateway instanceof DemoPaymentGateway)) throw notFound(NO_PAYMENT);
    const payment = await this.gateway.confirm(id, body.cardNumber);
    if (!payment?.orderId) throw notFound(NO_PAYMENT);
    const result = paymentOutcome(payment) ?? 'tryAgain';
    await this.payments.record(payment.orderId, payment.id, result, payment.lastError ?? '');
    return { result, message: payment.lastError, orderId: payment.orderId };
  }
}
