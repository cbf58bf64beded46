import { verifyTicketCode } from '../../domain/ticket-code.js';
import type { CheckoutQueries } from '../ports/checkout-queries.port.js';
import type { RegistrationRecord } from '../registration-view.js';

/**
 * The registration a scanned code names: 'invalid' for a forged, altered or malformed code, null for a
 * genuine code whose registration is not known (yet).
 */
export async function registrationOfCode(queries: CheckoutQueries, code: string): Promise<RegistrationRecord | 'invalid' | null> {
  const registrationId = verifyTicketCode(code, await queries.ticketSigningKey());
  if (!registrationId) return 'invalid';
  return queries.registration(registrationId);
}
