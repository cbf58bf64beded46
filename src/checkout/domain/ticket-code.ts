import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The QR code payload of a ticket: `LL1.<registrationId>.<signature>`, the signature being HMAC-SHA256 of
 * the version and id under the platform's ticket key (base64url). A forged or altered code fails `verifyTicketCode`.
 */
const VERSION = 'LL1';

const sign = (registrationId: string, key: string) => createHmac('sha256', key).update(`${VERSION}.${registrationId}`).digest('base64url');

export function ticketCode(registrationId: string, key: string): string {
  return `${VERSION}.${registrationId}.${sign(registrationId, key)}`;
}

/** The registration id of a genuine code, or null for a forged, altered or malformed one. */
export function verifyTicketCode(code: string, key: string): string | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, registrationId, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(registrationId, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? registrationId : null;
}
