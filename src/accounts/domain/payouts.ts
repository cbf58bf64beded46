import type { Currency } from '../../shared/money.js';

export const PAYOUT_MESSAGES = {
  disconnected: 'Stripe disconnected successfully',
  settingsUpdated: 'Payout settings updated successfully',
  notConnected: 'Please connect to Stripe first',
  currency: 'Please choose a supported currency',
  demoOnly: 'Demo onboarding is only available with demo payments',
} as const;

/** Rows of the payout table per page (seeds: payout tables show 10). */
export const PAYOUTS_PER_PAGE = 10;

/** An owner's payment connection as the accounts context keeps it on the profile. */
export interface PaymentConnection {
  ownerId: string;
  ownerType: 'User' | 'School';
  /** A user's sign-in e-mail (prefills the provider's onboarding); null for organizations. */
  email: string | null;
  /** The connected account (Stripe account id); null when not connected. */
  accountId: string | null;
  /** The account may charge cards: paid tickets sell only then. */
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** When the provider's newest account state that was applied was current. */
  stateAt: Date | null;
  currency: Currency;
}

/** A state reported at `at` is applied only when newer than the one kept: replays and late events change nothing. */
export const isNewerState = (keptAt: Date | null, at: Date) => keptAt === null || at.getTime() > keptAt.getTime();

export interface CurrencyFees {
  name: string;
  /** Percentage of each card payment, e.g. 2.9. */
  stripeFeePercentage: number;
  /** Fixed part per card payment, in minor units of the currency. */
  stripeFeeCash: number;
}

/**
 * Card processing fees shown beside each currency: Stripe's published standard pricing for domestic cards
 * in the country of the currency (https://stripe.com/pricing and its per-country pages, e.g.
 * https://stripe.com/gb/pricing), fixed part in minor units. Stripe has no accounts in Kenya: KES is
 * charged under the US pricing, its 30¢ shown converted (about KSh 39).
 */
export const CURRENCY_FEES: Record<Currency, CurrencyFees> = {
  usd: { name: 'US Dollar', stripeFeePercentage: 2.9, stripeFeeCash: 30 },
  mxn: { name: 'Mexican Peso', stripeFeePercentage: 3.6, stripeFeeCash: 300 },
  hkd: { name: 'Hong Kong Dollar', stripeFeePercentage: 3.4, stripeFeeCash: 235 },
  eur: { name: 'Euro', stripeFeePercentage: 1.5, stripeFeeCash: 25 },
  gbp: { name: 'British Pound', stripeFeePercentage: 1.5, stripeFeeCash: 20 },
  inr: { name: 'Indian Rupee', stripeFeePercentage: 2, stripeFeeCash: 0 },
  pln: { name: 'Polish Złoty', stripeFeePercentage: 1.5, stripeFeeCash: 100 },
  chf: { name: 'Swiss Franc', stripeFeePercentage: 2.9, stripeFeeCash: 30 },
  cad: { name: 'Canadian Dollar', stripeFeePercentage: 2.9, stripeFeeCash: 30 },
  ksh: { name: 'Kenyan Shilling', stripeFeePercentage: 2.9, stripeFeeCash: 3900 },
  jpy: { name: 'Japanese Yen', stripeFeePercentage: 3.6, stripeFeeCash: 0 },
};
