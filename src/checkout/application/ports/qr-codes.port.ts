/** Port: QR code images (tickets show their signed code as one). */
export abstract class QrCodes {
  /** A PNG of `text` as a QR code, dark modules in `color` (6 hex digits) on white, `width` pixels wide. */
  abstract png(text: string, color: string, width?: number): Promise<Buffer>;
}
