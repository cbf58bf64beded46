// @vitest-environment node
import { randomBytes, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readCode } from './camera-scanner';

/**
 * A phone camera's picture (640×480) of a ticket's QR code as the API draws it (error correction M, a
 * one-module margin), `pixels` screen pixels per module, centred on white.
 */
function pictureOf(text: string, pixels: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const [width, height] = [640, 480];
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const side = (modules.size + 2) * pixels;
  const [left, top] = [Math.floor((width - side) / 2), Math.floor((height - side) / 2)];
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < pixels; y++)
        for (let x = 0; x < pixels; x++) {
          const at = ((top + (row + 1) * pixels + y) * width + left + (column + 1) * pixels + x) * 4;
          data.fill(0, at, at + 3);
        }
    }
  return { data, width, height };
}

/** A ticket's code: `LL1.<registration id>.<HMAC-SHA256 in base64url>`. */
const ticketCode = () => `LL1.${randomUUID()}.${randomBytes(32).toString('base64url')}`;

describe('the door camera', () => {
  it('reads every ticket code from a still picture, whatever its pattern', () => {
    const codes = Array.from({ length: 60 }, ticketCode);
    const read = codes.map((code, index) => readCode(pictureOf(code, 6 + (index % 3))));
    expect(read).toEqual(codes);
  });

  it('reads nothing from a picture without a code', () => {
    expect(readCode({ data: new Uint8ClampedArray(640 * 480 * 4).fill(255), width: 640, height: 480 })).toBeNull();
  });
});
