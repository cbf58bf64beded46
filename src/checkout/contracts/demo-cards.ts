/** Test cards of the demo gateway (Stripe's numbers): the first succeeds, the second is declined. */
export const DEMO_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;
export const DEMO_MESSAGES = { declined: 'Your card was declined.', invalid: 'Your card number is incorrect.' } as const;

/** Why the demo gateway refuses a test card, or null when it pays (spaces and dashes are ignored). */
export function demoCardRefusal(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === DEMO_CARDS.succeeds) return null;
  return digits === DEMO_CARDS.declined ? DEMO_MESSAGES.declined : DEMO_MESSAGES.invalid;
}
