import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { QrCodes } from '../../application/ports/qr-codes.port.js';
import { QR_COLOR } from '../../domain/ticket-view.js';
import { QrCodeQuery } from './tickets.request.js';

/** The QR code images tickets show (seed 000: the client route /api/qr-code with url and color). */
@ApiTags('checkout')
@Controller('api')
export class QrCodeController {
  constructor(private readonly qrCodes: QrCodes) {}

  @Get('qr-code')
  @Header('Cache-Control', 'public, max-age=86400, immutable')
  @ApiOperation({ summary: 'A QR code image of the given text', operationId: 'getQrCode' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'PNG image', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: [MessageResponse], description: "'Invalid color', 'url is required'" })
  async qrCode(@Query() query: QrCodeQuery): Promise<StreamableFile> {
    const color = (query.color ?? QR_COLOR).replace('#', '').toLowerCase();
    return new StreamableFile(await this.qrCodes.png(query.url, color), { type: 'image/png' });
  }
}
