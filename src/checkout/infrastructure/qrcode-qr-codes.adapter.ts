import { Injectable } from '@nestjs/common';
import { QrCodes } from '../application/ports/qr-codes.port.js';
import { qrCodePng } from './qr-code.js';

/** QR codes drawn by the `qrcode` package. */
@Injectable()
export class QrcodeQrCodes extends QrCodes {
  png(text: string, color: string, width?: number): Promise<Buffer> {
    return qrCodePng(text, color, width);
  }
}
