import type { Currency } from '../../shared/money.js';

/** What the payouts page reads of an owner's payment connection. */
export interface PaymentConnectionView {
  /** 'demo': simulated accounts, no money moves; 'stripe': Stripe Connect. */
  gateway: 'demo' | 'stripe';
  stripeAccountId: string | null;
  /** The account may charge cards (paid tickets sell). */
  stripeConnected: boolean;
  payoutsEnabled: boolean;
  currency: Currency;
}

export interface PayoutRow {
  id: string;
  /** When the payout reached the bank (ISO 8601). */
  datePaid: string;
  /** Minor units of `currency`. */
  amountPaid: number;
  currency: Currency;
}

export interface PayoutPage {
  data: PayoutRow[];
  page: number;
  perPage: number;
  totalCount: number;
}

export interface CurrencyView {
  currency: Currency;
  name: string;
  symbol: string;
  stripeFeePercentage: number;
  stripeFeeCash: number;
}

/** The view of a connection: connected means the account may charge cards. */
export const paymentConnectionView = (
  gateway: 'demo' | 'stripe',
  connection: { accountId: string | null; chargesEnabled: boolean; payoutsEnabled: boolean; currency: Currency },
): PaymentConnectionView => ({
  gateway,
  stripeAccountId: connection.accountId,
  stripeConnected: connection.accountId !== null && connection.chargesEnabled,
  payoutsEnabled: connection.accountId !== null && connection.payoutsEnabled,
  currency: connection.currency,
});
