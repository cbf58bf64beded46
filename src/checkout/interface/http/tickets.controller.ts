import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FileStorage } from '../../../shared/files/file-storage.port.js';
import { sendStoredFile } from '../../../shared/files/send-stored-file.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { CheckInOwnerResolver } from '../../application/check-in/check-in-owner.resolver.js';
import { CheckInCommand, type CheckedIn } from '../../application/check-in/check-in.command.js';
import { CheckInResponse } from './check-in.response.js';
import { GetTicketsQuery, type OrderTicketView } from '../../application/get-tickets/get-tickets.query.js';
import { TicketPdf } from '../../application/ports/ticket-pdf.port.js';
import { CheckInRequest } from './tickets.request.js';
import { TicketResponse } from './tickets.response.js';

/** The tickets of a completed order (the order id grants access, as for the other order calls) and check-in at the door. */
@ApiTags('checkout')
@Controller('client_side_api/v1')
export class TicketsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly pdf: TicketPdf,
    private readonly files: FileStorage,
  ) {}

  @Get('orders/:id/tickets')
  @ApiOperation({ summary: 'The tickets of a completed order, each with its QR code', operationId: 'getOrderTickets' })
  @ApiOkResponse({ type: [TicketResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Order not found' (also while the order is not completed)" })
  tickets(@Param('id') id: string): Promise<OrderTicketView[]> {
    return this.queries.execute(new GetTicketsQuery(id));
  }

  @Get('orders/:id/tickets.pdf')
  @ApiOperation({ summary: 'The tickets of a completed order as a PDF, one page per ticket', operationId: 'getOrderTicketsPdf' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: MessageResponse })
  async ticketsPdf(@Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const tickets = await this.queries.execute(new GetTicketsQuery(id));
    const key = await this.pdf.store(id, tickets);
    const sent = await sendStoredFile(this.files, key, request, response, { disposition: `attachment; filename="tickets-${id}.pdf"` });
    if (!sent) throw new Error(`Ticket PDF ${key} vanished from the file storage`);
  }

  @Post('management/check_ins')
  @HttpCode(200)
  @ManagementCall({ resolver: CheckInOwnerResolver })
  @ApiOperation({
    summary: "Check in the holder of a scanned ticket (the owner's managers and the event's collaborators with admin or door access)",
    operationId: 'checkIn',
  })
  @ApiOkResponse({ type: CheckInResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Ticket not found' })
  @ApiConflictResponse({ type: MessageResponse, description: "'Already checked in at 7:42 PM EST'" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Invalid ticket' for a forged or altered code; a canceled or refunded ticket" })
  checkIn(@Body() body: CheckInRequest): Promise<CheckedIn> {
    return this.commands.execute(new CheckInCommand({ code: body.code }, null, null));
  }
}
