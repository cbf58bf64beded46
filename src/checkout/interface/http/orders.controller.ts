import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { OptionalPrincipal } from '../../../shared/http/auth.js';
import type { Principal } from '../../../shared/access.js';
import { CancelOrderCommand } from '../../application/cancel-order/cancel-order.command.js';
import { CompleteOrderCommand } from '../../application/complete-order/complete-order.command.js';
import { ConfirmOrderCommand } from '../../application/confirm-order/confirm-order.command.js';
import { CreateOrderCommand } from '../../application/create-order/create-order.command.js';
import { GetOrderQuery } from '../../application/get-order/get-order.query.js';
import { UpdateOrderCommand } from '../../application/update-order/update-order.command.js';
import { ValidateCodeQuery } from '../../application/validate-code/validate-code.query.js';
import { CancelOrderQuery, ConfirmOrderRequest, CreateOrderQuery, CreateOrderRequest, SelectionRequest, ValidateCodeRequestQuery } from './orders.request.js';
import { ConfirmOrderResponse, FieldErrorResponse, OrderResponse, OrderSummaryResponse, ValidateCodeResponse } from './orders.response.js';
import { PromoterCookies } from './promoter-cookies.controller.js';

/**
 * The checkout calls of the seeds' catalogue. Buyers need no account: an order's random id, known only to
 * the browser that created it, is what lets a caller read and change it.
 */
@ApiTags('checkout')
@Controller('client_side_api/v1')
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('orders')
  @ApiOperation({ summary: 'Select tickets: creates the order and holds the tickets for 14 minutes', operationId: 'createOrder' })
  @ApiCreatedResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse, description: "Reserved seating: 'Some of the seats you chose were just taken: {labels}'" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Sold out', a ticket's status label, a code message, or a seat message ('Choose your seats on the chart', 'Seat {label} is not on the chart', '{label} cannot be sold as {ticket name}')" })
  create(@Body() body: CreateOrderRequest, @Query() query: CreateOrderQuery, @PromoterCookies() promoters: Record<string, string>, @OptionalPrincipal() principal?: Principal): Promise<OrderResponse> {
    return this.commands.execute(new CreateOrderCommand({ ...body, event: body.event ?? query.event, promoCode: body.promoCode ?? query.promoCode }, principal?.userId ?? null, false, promoters));
  }

  @Post('orders/create_express')
  @ApiOperation({ summary: 'Express checkout: creates the order as the selection changes', operationId: 'createExpressOrder' })
  @ApiCreatedResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse, description: "Reserved seating: 'Some of the seats you chose were just taken: {labels}'" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse })
  createExpress(@Body() body: CreateOrderRequest, @PromoterCookies() promoters: Record<string, string>, @OptionalPrincipal() principal?: Principal): Promise<OrderResponse> {
    return this.commands.execute(new CreateOrderCommand(body, principal?.userId ?? null, true, promoters));
  }

  @Patch('orders/:id')
  @ApiOperation({ summary: 'Change the selection (tickets, promo code, donation)', operationId: 'updateOrder' })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse, description: "The order is closed, or (reserved seating) 'Some of the seats you chose were just taken: {labels}'" })
  @ApiGoneResponse({ type: MessageResponse, description: 'Sorry... Time’s up' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse })
  update(@Param('id') id: string, @Body() body: SelectionRequest, @Query() query: CreateOrderQuery): Promise<OrderResponse> {
    return this.commands.execute(new UpdateOrderCommand(id, { ...body, promoCode: body.promoCode !== undefined ? body.promoCode : query.promoCode }));
  }

  @Patch('orders/:id/update_express')
  @ApiOperation({ summary: 'Change the selection of an express order', operationId: 'updateExpressOrder' })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse, description: "Reserved seating: 'Some of the seats you chose were just taken: {labels}'" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse })
  updateExpress(@Param('id') id: string, @Body() body: SelectionRequest): Promise<OrderResponse> {
    return this.commands.execute(new UpdateOrderCommand(id, body));
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'An order', operationId: 'getOrder' })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string): Promise<OrderResponse> {
    return this.queries.execute(new GetOrderQuery(id));
  }

  @Get('orders/:id/summary')
  @ApiOperation({ summary: "An order's status, polled by the thank-you page", operationId: 'getOrderSummary' })
  @ApiOkResponse({ type: OrderSummaryResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  summary(@Param('id') id: string): Promise<OrderSummaryResponse> {
    return this.queries.execute(new GetOrderQuery(id, true));
  }

  @Post('orders/:id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirm the buyer's information: completes a free order, or asks for payment (hold extended 9 minutes)", operationId: 'confirmOrder' })
  @ApiOkResponse({ type: ConfirmOrderResponse })
  @ApiBadRequestResponse({ type: [FieldErrorResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse, description: "The order is closed, or (reserved seating) 'Your seats are no longer held. Choose them again.'" })
  @ApiGoneResponse({ type: MessageResponse, description: 'Sorry... Time’s up' })
  confirm(@Param('id') id: string, @Body() body: ConfirmOrderRequest): Promise<ConfirmOrderResponse> {
    return this.commands.execute(new ConfirmOrderCommand(id, body));
  }

  @Post('orders/:id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the payment with the provider and complete the order when it succeeded', operationId: 'completeOrder' })
  @ApiOkResponse({ type: OrderSummaryResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  complete(@Param('id') id: string): Promise<OrderSummaryResponse> {
    return this.commands.execute(new CompleteOrderCommand(id));
  }

  @Post('orders/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel an unfinished order (status=timed_out when its time ran out); its tickets go back on sale', operationId: 'cancelOrder' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: MessageResponse })
  async cancel(@Param('id') id: string, @Query() query: CancelOrderQuery): Promise<true> {
    return this.commands.execute(new CancelOrderCommand(id, query.status ?? 'canceled'));
  }

  @Get('tickets/validate_code')
  @ApiOperation({ summary: "Check a promo code, secret code or listed buyer's share code for a date", operationId: 'validateCode' })
  @ApiOkResponse({ type: ValidateCodeResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "A code message; 'Please log in to use this code' for a guest's code that may be a share code" })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'Too many codes tried from this address' })
  validateCode(@Query() query: ValidateCodeRequestQuery, @Req() request: Request, @OptionalPrincipal() principal?: Principal): Promise<ValidateCodeResponse> {
    return this.queries.execute(new ValidateCodeQuery(query.eventId, query.promoCode, query.ticketType, request.ip ?? 'unknown', principal?.userId ?? null));
  }
}
