import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { DEMO_INCORRECT_POSTAL_CODE } from '../../contracts/demo-cards.js';
import { ConfirmDemoPaymentCommand } from '../../application/confirm-demo-payment/confirm-demo-payment.command.js';
import { DemoPaymentRequest } from './orders.request.js';
import { DemoPaymentResponse } from './orders.response.js';

/** Paying with a test card when Limelight runs without Stripe: no money moves. */
@ApiTags('checkout')
@Controller('client_side_api/v1/demo_payments')
export class DemoPaymentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay a demo payment with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)',
    description: `Expiry, CVC and postal code are checked when given: a past expiry is refused, and the postal code ${DEMO_INCORRECT_POSTAL_CODE} fails its check (zipError).`,
    operationId: 'confirmDemoPayment',
  })
  @ApiOkResponse({ type: DemoPaymentResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  confirm(@Param('id') id: string, @Body() body: DemoPaymentRequest): Promise<DemoPaymentResponse> {
    // A null field is one not given (IsOptional lets null through).
    const card = { number: body.cardNumber, expiry: body.expiry ?? undefined, cvc: body.cvc ?? undefined, postalCode: body.postalCode ?? undefined };
    return this.commands.execute(new ConfirmDemoPaymentCommand(id, card));
  }
}
