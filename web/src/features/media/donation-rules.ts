import { minorDigits } from '../../lib/money';

/** Donations on videos: the watch page's amounts and texts. */

/** The preset amounts, in major units of the owner's currency. */
export const DONATION_PRESETS = [5, 10, 20] as const;

/** A preset's amount in minor units of `currency`. */
export const presetAmount = (major: number, currency: string) => major * 10 ** minorDigits(currency);

/** Back from Stripe with ?donation=: the donation is read every 2 s, for at most 30 s. */
export const DONATION_POLL_MS = 2000;
export const DONATION_POLL_LIMIT_MS = 30_000;

export const DONATION_TEXT = {
  donate: 'Donate',
  title: (ownerName: string) => `Support ${ownerName}`,
  customAmount: 'Custom amount',
  continue: 'Continue',
  thanks: 'Thank you for your donation!',
  failed: "We're sorry. Your payment attempt didn't go through.",
  stillProcessing: 'Your donation is still processing. It is recorded as soon as the payment is confirmed.',
} as const;
