import QRCode from 'qrcode';

/** A QR code as PNG, dark modules in `color` (6 hex digits) on white. */
export const qrCodePng = (text: string, color: string, width = 300): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width, color: { dark: `#${color}ff`, light: '#ffffffff' } });
