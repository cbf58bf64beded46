import * as schemas from '../../lib/api/contract.gen';
import { formatMoney, minorDigits } from '../../lib/money';

/** Donations on videos: the watch page's amounts and texts. */

/** The API's range of a donation, in minor units of the owner's currency. */
const AMOUNT = schemas.DonateToVideoRequest.properties.amount;

/** The preset amounts, in major units of the owner's currency. */
const DONATION_PRESETS = [5, 10, 20] as const;

/**
 * The presets in minor units of `currency`, those the API takes: in a currency without minor units (¥5) they fall
 * below its minimum, and the donor types an amount.
 */
export const donationPresets = (currency: string): number[] =>
  DONATION_PRESETS.map((major) => major * 10 ** minorDigits(currency)).filter((amount) => amount >= AMOUNT.minimum && amount <= AMOUNT.maximum);

/** The custom amount's hint: the API's range in the owner's currency ('From $1 to $1000'). */
export const donationRange = (currency: string) => `From ${formatMoney(AMOUNT.minimum, currency)} to ${formatMoney(AMOUNT.maximum, currency)}`;

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
