import { notFound } from '../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../domain/account-rules.js';
import type { PaymentConnection } from '../domain/payouts.js';

/** The owner's connection, or the profile's not-found refusal. */
export async function paymentConnectionOf(source: { find(ownerId: string): Promise<PaymentConnection | null> }, ownerId: string): Promise<PaymentConnection> {
  const connection = await source.find(ownerId);
  if (!connection) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
  return connection;
}
