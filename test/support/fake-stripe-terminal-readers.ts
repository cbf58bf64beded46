import type { FakeStripe, StripeAnswer } from './fake-stripe.js';

/** Registration codes the fake's readers show (Stripe's simulated reader's, and a real reader's three words). */
export const READER_CODES = ['simulated-wpe', 'quick-brown-fox'] as const;

const missing = (what: string, id: string | null): StripeAnswer => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } }];

/**
 * Stripe Terminal locations and readers as the card reader registry uses them; each lives on the connected
 * account named by the Stripe-Account header, and a reader needs a location of that account.
 */
export function terminalReaderRoutes(fake: FakeStripe) {
  const locations = new Map<string, { account: string | undefined; object: Record<string, unknown> }>();
  const readers = new Map<string, { account: string | undefined; object: Record<string, unknown> }>();
  fake
    .route('POST', /^\/v1\/terminal\/locations$/, ({ body, stripeAccount }) => {
      const id = `tml_${locations.size + 1}`;
      const field = (name: string) => body.get(`address[${name}]`);
      const object = {
        id,
        object: 'terminal.location',
        display_name: body.get('display_name'),
        address: { line1: field('line1'), line2: field('line2'), city: field('city'), state: field('state'), postal_code: field('postal_code'), country: field('country') },
        livemode: false,
        metadata: {},
      };
      locations.set(id, { account: stripeAccount, object });
      return [200, object];
    })
    .route('POST', /^\/v1\/terminal\/readers$/, ({ body, stripeAccount }) => {
      const location = body.get('location');
      if (!location || locations.get(location)?.account !== stripeAccount) return missing('terminal.location', location);
      if (!(READER_CODES as readonly string[]).includes(body.get('registration_code') ?? '')) {
        return [400, { error: { type: 'invalid_request_error', code: 'parameter_invalid', param: 'registration_code', message: 'The registration code you entered is not valid.' } }];
      }
      const id = `tmr_${readers.size + 1}`;
      const object = { id, object: 'terminal.reader', label: body.get('label'), location, serial_number: `WSC513-${1000 + readers.size}`, device_type: 'simulated_wisepos_e', status: 'online', livemode: false, metadata: {} };
      readers.set(id, { account: stripeAccount, object });
      return [200, object];
    });
  return { locations, readers };
}
