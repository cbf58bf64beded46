import { formatMoney } from '../../../../lib/money';

/** The seeds' messages of the payouts page (seed 001 §8). */
export const PAYOUTS_TEXT = {
  disconnected: 'Stripe disconnected successfully',
  disconnectFailed: 'Failed to disconnect Stripe',
  settingsUpdated: 'Payout settings updated successfully',
  settingsFailed: 'Failed to update payout settings',
  /** The same wording as the checkout's demo card form. */
  demo: 'Demo payments: no money moves.',
} as const;

/** The card processing fee of a currency, e.g. '2.9% + $0.30 per card payment' (no fixed part: '3.6% per card payment'). */
export function paymentFeeText(fee: { currency: string; stripeFeePercentage: number; stripeFeeCash: number }): string {
  const cash = fee.stripeFeeCash > 0 ? ` + ${formatFixed(fee.stripeFeeCash, fee.currency)}` : '';
  return `${fee.stripeFeePercentage}%${cash} per card payment`;
}

/** A fee's fixed part keeps its cents ($0.30, not $0.3). */
function formatFixed(amount: number, currency: string): string {
  const text = formatMoney(amount, currency);
  return /[.,]\d$/.test(text) ? `${text}0` : text;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A payout's date, 'dd MMM yyyy'; a calendar date, so read in UTC (never a day off in the browser's zone). */
export function formatPayoutDate(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Where Stripe's onboarding starts for an owner (seed 002: /stripe/onboarding?owner_uuid=&owner_type=). */
export const onboardingPath = (owner: { id: string; type: string }) => `/stripe/onboarding?${new URLSearchParams({ owner_uuid: owner.id, owner_type: owner.type }).toString()}`;
