import Stripe from 'stripe';
import { signUpUser, startTestApp, type TestApp, type TestUser } from './app.js';
import { sql } from './checkout.js';
import { FakeStripe, paymentIntentRoutes } from './fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** The API taking payments through Stripe, where Stripe is a local fake serving PaymentIntents. */
export interface StripeApp {
  t: TestApp;
  /** A user whose Stripe account, `acct_owner`, takes charges. */
  owner: TestUser;
  fake: FakeStripe;
  intents: ReturnType<typeof paymentIntentRoutes>;
  /** Stripe's webhook call for an event about `intent`, signed as Stripe signs it (or with another secret). */
  deliver(type: string, intent: Record<string, unknown>, secret?: string): ReturnType<TestApp['http']['post']>;
  close(): Promise<void>;
}

/**
 * Starts the API with the Stripe gateway (publishable key `pk_test_limelight`) against a FakeStripe serving
 * PaymentIntents, and signs up an owner whose Stripe account takes charges.
 */
export async function startStripeApp(): Promise<StripeApp> {
  const fake = new FakeStripe();
  const intents = paymentIntentRoutes(fake);
  const apiBase = await fake.start();
  const t = await startTestApp({ stripe: { secretKey: 'sk_test_limelight', publishableKey: 'pk_test_limelight', webhookSecret: WEBHOOK_SECRET, apiBase } });
  const owner = await signUpUser(t.http);
  await sql(t, `UPDATE accounts.profiles SET stripe_account_id = 'acct_owner', stripe_charges_enabled = true WHERE id = $1`, [owner.id]);
  return {
    t,
    owner,
    fake,
    intents,
    deliver: (type, intent, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: intent } });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      return t.http.post('/client_side_api/v1/stripe/webhooks').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
    },
    close: async () => {
      await t.close();
      await fake.stop();
    },
  };
}
