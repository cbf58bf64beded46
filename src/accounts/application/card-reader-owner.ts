import { unprocessable } from '../../shared/errors.js';
import type { ProfileDirectory } from '../contracts/profile-directory.js';
import { CARD_READER_MESSAGES } from '../domain/card-reader-rules.js';

/**
 * The owner's connected payment account, on which venues and readers are registered; refused while
 * payments are not connected (no account yet, or the provider does not let it charge cards).
 */
export async function connectedAccountOf(profiles: ProfileDirectory, ownerId: string): Promise<string> {
  const [owner] = await profiles.findByIds([ownerId]);
  if (!owner?.paymentsEnabled || !owner.paymentAccount) throw unprocessable(CARD_READER_MESSAGES.notConnected);
  return owner.paymentAccount;
}
