import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, type Principal } from '../../../shared/http/auth.js';
import { ChangeOrderItemCommand } from '../../application/change-order-item/change-order-item.command.js';

/** The order page's item actions (seed 002 §8 "Registration"): the owner's managers refund or cancel one ticket. */
@ApiTags('reporting')
@Controller('client_side_api/v1/order_items')
export class OrderItemsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/refund')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Refund one ticket (its price and fee) through the payment provider; it goes back on sale", operationId: 'refundOrderItem' })
  @ApiOkResponse({ type: MessageResponse, description: 'Registration refunded' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Registration cannot be refunded' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  @ApiForbiddenResponse({ type: MessageResponse, description: 'User not authorized to refund registration' })
  refund(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<MessageResponse> {
    return this.commands.execute(new ChangeOrderItemCommand(id, 'refund', principal));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Cancel one ticket without a refund; it goes back on sale', operationId: 'cancelOrderItem' })
  @ApiOkResponse({ type: MessageResponse, description: 'Registration cancelled' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Registration cannot be cancelled' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  @ApiForbiddenResponse({ type: MessageResponse, description: 'User not authorized to cancel registration' })
  cancel(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<MessageResponse> {
    return this.commands.execute(new ChangeOrderItemCommand(id, 'cancel', principal));
  }
}
