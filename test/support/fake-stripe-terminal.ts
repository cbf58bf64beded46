import { stripeError, type FakeStripe } from './fake-stripe.js';

type Json = Record<string, unknown>;

/** A reader's action as Stripe Terminal reports it. */
export interface ReaderAction {
  type: 'process_payment_intent';
  status: 'in_progress' | 'succeeded' | 'failed';
  process_payment_intent: { payment_intent: string };
  failure_code: string | null;
  failure_message: string | null;
}

/**
 * Stripe Terminal's server-driven calls on simulated readers, beside `paymentIntentRoutes` (whose intents
 * they pay): processing a PaymentIntent, the reader's action, cancelling it, and the test helper that
 * presents a card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined). A reader named in `offline`
 * refuses to take a payment; a reader shown no card keeps its action in progress (the guest walked away).
 */
export function terminalRoutes(fake: FakeStripe, intents: Map<string, Json>) {
  const readers = new Map<string, { id: string; object: 'terminal.reader'; action: ReaderAction | null }>();
  const state = { readers, offline: new Set<string>() };
  const reader = (id: string) => {
    if (!readers.has(id)) readers.set(id, { id, object: 'terminal.reader', action: null });
    return readers.get(id)!;
  };
  fake
    .route('POST', /^\/v1\/terminal\/readers\/([^/]+)\/process_payment_intent$/, ({ body }, match) => {
      const id = match[1]!;
      if (state.offline.has(id)) return stripeError('Reader is currently offline, please ensure the reader is powered on and connected to the internet before retrying your request.', 400, 'terminal_reader_offline');
      const intent = intents.get(body.get('payment_intent') ?? '');
      if (!intent) return stripeError('No such payment_intent', 404, 'resource_missing');
      const found = reader(id);
      found.action = { type: 'process_payment_intent', status: 'in_progress', process_payment_intent: { payment_intent: intent.id as string }, failure_code: null, failure_message: null };
      return [200, found];
    })
    .route('GET', /^\/v1\/terminal\/readers\/([^/]+)$/, (_call, match) => [200, reader(match[1]!)])
    .route('POST', /^\/v1\/terminal\/readers\/([^/]+)\/cancel_action$/, (_call, match) => {
      const found = reader(match[1]!);
      found.action = null;
      return [200, found];
    })
    .route('POST', /^\/v1\/test_helpers\/terminal\/readers\/([^/]+)\/present_payment_method$/, ({ body }, match) => {
      const found = reader(match[1]!);
      if (found.action?.status !== 'in_progress') return stripeError('Reader has no action in progress', 400, 'terminal_reader_busy');
      const intent = intents.get(found.action.process_payment_intent.payment_intent)!;
      if (body.get('card_present[number]') === '4242424242424242') {
        found.action = { ...found.action, status: 'succeeded' };
        intent.status = 'succeeded';
        intent.last_payment_error = null;
      } else {
        found.action = { ...found.action, status: 'failed', failure_code: 'card_declined', failure_message: 'Your card has been declined.' };
        intent.last_payment_error = { code: 'card_declined', message: 'Your card has been declined.' };
      }
      return [200, found];
    });
  return state;
}
