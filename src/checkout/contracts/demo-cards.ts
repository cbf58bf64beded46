/** Test cards of the demo gateway (Stripe's numbers): the first succeeds, the second is declined. */
export const DEMO_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;
/** The postal code whose check fails at the demo gateway, as a bank's check fails for the wrong zip code. */
export const DEMO_INCORRECT_POSTAL_CODE = '00000';
/** Stripe's messages for the same refusals; the demo card form shows the incomplete ones before paying. */
export const DEMO_MESSAGES = {
  declined: 'Your card was declined.',
  invalid: 'Your card number is incorrect.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  postalCodeIncomplete: 'Your postal code is incomplete.',
  incorrectZip: 'The zip code you supplied failed validation.',
} as const;

/**
 * A test card as the demo card form sends it. Expiry ('MM / YY'), CVC and postal code are checked when they are
 * given, as a card network checks them only when the payer's form collects them.
 */
export interface DemoCard {
  number: string;
  expiry?: string;
  cvc?: string;
  postalCode?: string;
}

/** Why the demo gateway refuses a test card number, or null when it pays (spaces and dashes are ignored). */
export function demoCardRefusal(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === DEMO_CARDS.succeeds) return null;
  return digits === DEMO_CARDS.declined ? DEMO_MESSAGES.declined : DEMO_MESSAGES.invalid;
}

/**
 * Why the demo gateway refuses a payment with `card` at `now`, or null when it pays. In a bank's order: the
 * number, then the expiry and the CVC, then the decline; the postal check is made on a card that would pay.
 */
export function demoPaymentRefusal(card: DemoCard, now: Date): string | null {
  const refusal = demoCardRefusal(card.number);
  if (refusal === DEMO_MESSAGES.invalid) return refusal;
  const expiry = card.expiry === undefined ? null : expiryRefusal(card.expiry, now);
  if (expiry) return expiry;
  if (card.cvc !== undefined) {
    const cvc = card.cvc.trim();
    if (!cvc) return DEMO_MESSAGES.cvcIncomplete;
    if (!/^\d{3,4}$/.test(cvc)) return DEMO_MESSAGES.cvcInvalid;
  }
  if (refusal) return refusal;
  if (card.postalCode !== undefined) {
    const postalCode = card.postalCode.trim();
    if (!postalCode) return DEMO_MESSAGES.postalCodeIncomplete;
    if (postalCode === DEMO_INCORRECT_POSTAL_CODE) return DEMO_MESSAGES.incorrectZip;
  }
  return null;
}

/** 'MM / YY' (or MM/YYYY): a card is good through the last day of its month (UTC). */
function expiryRefusal(expiry: string, now: Date): string | null {
  if (!expiry.trim()) return DEMO_MESSAGES.expiryIncomplete;
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return DEMO_MESSAGES.expiryInvalid;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 ? DEMO_MESSAGES.expired : null;
}
