import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { EventGuestsResolver } from '../../application/add-guests/event-guests.resolver.js';
import { CreateBoxOfficeOrderCommand } from '../../application/create-box-office-order/create-box-office-order.command.js';
import { GetBoxOfficeQuery } from '../../application/get-box-office/get-box-office.query.js';
import { TerminalOrderResolver } from '../../application/terminal-payment/terminal-order.resolver.js';
import {
  CancelTerminalPaymentCommand,
  CheckTerminalPaymentCommand,
  ConfirmTerminalPaymentCommand,
  ProcessTerminalPaymentCommand,
} from '../../application/terminal-payment/terminal-payment.commands.js';
import { BoxOfficeOrderRequest, BoxOfficeQuery, ConfirmTerminalPaymentRequest, TerminalOrderRequest, TerminalReaderRequest } from './box-office.request.js';
import { BoxOfficeOrderResponse, BoxOfficeResponse, TerminalPaymentStartedResponse, TerminalPaymentStatusResponse } from './box-office.response.js';

/** The box office of an event (its managers and door staff) sells tickets to people in person: personal orders paid at a card reader or in cash. */
@ApiTags('registrations')
@Controller('client_side_api/v1/management/courses')
export class BoxOfficeOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/box_office')
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({ summary: "What the box office may sell of a date (every ticket type but list tickets, secret ones included) and the owner's card readers", operationId: 'getBoxOffice' })
  @ApiOkResponse({ type: BoxOfficeResponse })
  @ApiBadRequestResponse({ type: [MessageResponse], description: 'event_id is required' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Event not found (or the date is not of this event)' })
  boxOffice(@Param('id') id: string, @Query() query: BoxOfficeQuery): Promise<BoxOfficeResponse> {
    return this.queries.execute(new GetBoxOfficeQuery(id, query.event_id));
  }

  @Post(':id/box_office_orders')
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({
    summary: "A sale at the box office (a personal order): the tickets' prices with no ticket fee, held for 9 minutes for a card reader, or completed at once in cash",
    operationId: 'createBoxOfficeOrder',
  })
  @ApiCreatedResponse({ type: BoxOfficeOrderResponse })
  @ApiBadRequestResponse({ type: [MessageResponse], description: 'A name or e-mail breaks the checkout rules, no ticket is chosen, or an unknown paymentMethod' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Event not found' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Sold out', a ticket not of this date, a list ticket, or nothing to pay (free tickets are added as guests)" })
  create(@Param('id') id: string, @Body() body: BoxOfficeOrderRequest): Promise<BoxOfficeOrderResponse> {
    const { paymentMethod, ...sale } = body;
    return this.commands.execute(new CreateBoxOfficeOrderCommand(id, sale, paymentMethod));
  }
}

/** Seed 002 §4 'Guest terminal payment': the reader takes the box-office order's payment; the web polls its status. */
@ApiTags('registrations')
@Controller('client_side_api/v1/stripe_terminals')
export class TerminalPaymentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('process_payment')
  @HttpCode(200)
  @ManagementCall({ resolver: TerminalOrderResolver })
  @ApiOperation({ summary: "Hand the order's payment to one of the owner's card readers (again after a decline or a cancel)", operationId: 'processTerminalPayment' })
  @ApiOkResponse({ type: TerminalPaymentStartedResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Order not found' or 'Card reader not found'" })
  @ApiGoneResponse({ type: MessageResponse, description: 'The hold on the tickets ran out' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Please check your terminal payments' (reader offline or busy), or not a box-office order" })
  process(@Body() body: TerminalReaderRequest): Promise<TerminalPaymentStartedResponse> {
    return this.commands.execute(new ProcessTerminalPaymentCommand(body.id, body.readerId));
  }

  @Post('check_payment_status')
  @HttpCode(200)
  @ManagementCall({ resolver: TerminalOrderResolver })
  @ApiOperation({ summary: "How the reader's payment stands (poll every 3 s); a success completes the order and issues its tickets", operationId: 'checkTerminalPayment' })
  @ApiOkResponse({ type: TerminalPaymentStatusResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Order not found' or 'Payment not found'" })
  check(@Body() body: TerminalOrderRequest): Promise<TerminalPaymentStatusResponse> {
    return this.commands.execute(new CheckTerminalPaymentCommand(body.id));
  }

  @Post('cancel_payment')
  @HttpCode(200)
  @ManagementCall({ resolver: TerminalOrderResolver })
  @ApiOperation({ summary: 'Stop the reader and cancel its payment; the order stays held, to be tried again or cancelled', operationId: 'cancelTerminalPayment' })
  @ApiOkResponse({ type: TerminalPaymentStatusResponse, description: "Status 'canceled' (or 'succeeded' when it was paid just before)" })
  @ApiConflictResponse({ type: MessageResponse, description: 'This order is already completed' })
  cancel(@Body() body: TerminalReaderRequest): Promise<TerminalPaymentStatusResponse> {
    return this.commands.execute(new CancelTerminalPaymentCommand(body.id, body.readerId));
  }

  @Post('confirm_payment')
  @HttpCode(200)
  @ManagementCall({ resolver: TerminalOrderResolver })
  @ApiOperation({ summary: "Present a test card on the simulated reader ('Confirm Payment'); 404 in production", operationId: 'confirmTerminalPayment' })
  @ApiOkResponse({ type: TerminalPaymentStatusResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  confirm(@Body() body: ConfirmTerminalPaymentRequest): Promise<TerminalPaymentStatusResponse> {
    return this.commands.execute(new ConfirmTerminalPaymentCommand(body.id, body.readerId, body.card ?? 'succeeds'));
  }
}
