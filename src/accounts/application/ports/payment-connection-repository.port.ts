import type { Currency } from '../../../shared/money.js';
import type { PaymentConnection } from '../../domain/payouts.js';

/** Port: owners' payment connections (kept on their profiles), as onboarding, the provider's news and disconnecting change them. */
export abstract class PaymentConnections {
  /** The owner's connection, or null when there is no such profile. */
  abstract find(ownerId: string): Promise<PaymentConnection | null>;
  /** The connection of the owner holding this provider account, or null. */
  abstract findByAccount(accountId: string): Promise<PaymentConnection | null>;
  /** Stores the owner's new account id (its state comes later from the provider). */
  abstract connect(ownerId: string, accountId: string): Promise<void>;
  /**
   * Records what the provider says of the owner's account at `at`, unless the owner holds another account by
   * now or a newer state was recorded (checked in the same statement, so racing events keep the newest).
   * True when it was recorded.
   */
  abstract recordState(ownerId: string, accountId: string, state: { chargesEnabled: boolean; payoutsEnabled: boolean }, at: Date): Promise<boolean>;
  /** Forgets the account and what it may do. */
  abstract disconnect(ownerId: string): Promise<void>;
  abstract setCurrency(ownerId: string, currency: Currency): Promise<void>;
}
