import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { ChangeOrderItemCommand } from '../../application/change-order-item/change-order-item.command.js';
import { OrderItemOwnerResolver } from '../../application/change-order-item/order-item-owner.resolver.js';
import { ChangeTicketSeatCommand } from '../../application/change-ticket-seat/change-ticket-seat.command.js';
import { TicketSeatOwnerResolver } from '../../application/change-ticket-seat/ticket-seat-owner.resolver.js';
import { ChangeTicketSeatRequest } from './order-items.request.js';

/**
 * The order page's item actions (seed 002 §8 "Registration"): the managers of the order's owner refund or
 * cancel one ticket; the access guard admits them (OrderItemOwnerResolver) and refuses anyone else.
 */
@ApiTags('reporting')
@Controller('client_side_api/v1/order_items')
export class OrderItemsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/refund')
  @HttpCode(200)
  @ManagementCall({ resolver: OrderItemOwnerResolver })
  @ApiOperation({ summary: "Refund one ticket (its price and fee) through the payment provider; it goes back on sale", operationId: 'refundOrderItem' })
  @ApiOkResponse({ type: MessageResponse, description: 'Registration refunded' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Registration cannot be refunded' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  refund(@Param('id') id: string): Promise<MessageResponse> {
    return this.commands.execute(new ChangeOrderItemCommand(id, 'refund'));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ManagementCall({ resolver: OrderItemOwnerResolver })
  @ApiOperation({ summary: 'Cancel one ticket without a refund; it goes back on sale', operationId: 'cancelOrderItem' })
  @ApiOkResponse({ type: MessageResponse, description: 'Registration cancelled' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Registration cannot be cancelled' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  cancel(@Param('id') id: string): Promise<MessageResponse> {
    return this.commands.execute(new ChangeOrderItemCommand(id, 'cancel'));
  }

  @Post(':id/seat')
  @HttpCode(200)
  @ManagementCall({ resolver: TicketSeatOwnerResolver })
  @ApiOperation({ summary: "Move a ticket to another seat of its date (the event's managers, admin and door staff)", operationId: 'changeTicketSeat' })
  @ApiOkResponse({ type: MessageResponse, description: 'Moved to seat {label}' })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiConflictResponse({ type: MessageResponse, description: 'Seat {label} is taken' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Registration cannot be moved'; 'Seat {label} is not on the chart'; 'Seat {label} is not for sale'; '{label} cannot be sold as {ticket name}'" })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  changeSeat(@Param('id') id: string, @Body() body: ChangeTicketSeatRequest): Promise<MessageResponse> {
    return this.commands.execute(new ChangeTicketSeatCommand(id, body.seatLabel));
  }
}
