import { stripeError, type FakeStripe, type StripeCall } from './fake-stripe.js';

/** Stripe's `metadata[key]=value` (or `prefix[metadata][key]`) form fields as an object. */
export function formMetadata(body: URLSearchParams, prefix = ''): Record<string, string> {
  const metadata: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}metadata\\[(.+)\\]$`);
  for (const [key, value] of body) {
    const name = pattern.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/**
 * Stripe Billing as memberships use it, on connected accounts (`Stripe-Account`): products and recurring
 * prices (idempotent per key), Checkout Sessions, Billing Portal sessions, and subscriptions to retrieve
 * (a test puts them in `subscriptions`, as Checkout would have made them).
 */
export function billingRoutes(fake: FakeStripe) {
  const products = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown> & { call: StripeCall }>();
  const subscriptions = new Map<string, { id: string; customer: string; account: string }>();
  const byKey = new Map<string, Record<string, unknown>>();
  const idempotent = (call: StripeCall, make: () => Record<string, unknown>) => {
    const existing = call.idempotencyKey && byKey.get(call.idempotencyKey);
    if (existing) return existing;
    const made = make();
    if (call.idempotencyKey) byKey.set(call.idempotencyKey, made);
    return made;
  };
  fake
    .route('POST', /^\/v1\/products$/, (call) => [
      200,
      idempotent(call, () => {
        const product = { id: `prod_${products.size + 1}`, object: 'product', name: call.body.get('name'), metadata: formMetadata(call.body), account: call.stripeAccount };
        products.set(product.id, product);
        return product;
      }),
    ])
    .route('POST', /^\/v1\/prices$/, (call) => [
      200,
      idempotent(call, () => {
        const price = {
          id: `price_${prices.size + 1}`,
          object: 'price',
          product: call.body.get('product'),
          unit_amount: Number(call.body.get('unit_amount')),
          currency: call.body.get('currency'),
          recurring: { interval: call.body.get('recurring[interval]'), interval_count: Number(call.body.get('recurring[interval_count]')) },
          metadata: formMetadata(call.body),
          account: call.stripeAccount,
        };
        prices.set(price.id, price);
        return price;
      }),
    ])
    .route('POST', /^\/v1\/checkout\/sessions$/, (call) => {
      const id = `cs_test_${sessions.size + 1}`;
      const session = { id, object: 'checkout.session', mode: call.body.get('mode'), url: `https://checkout.stripe.com/c/pay/${id}`, call };
      sessions.set(id, session);
      const { call: _call, ...answer } = session;
      return [200, answer];
    })
    .route('POST', /^\/v1\/billing_portal\/sessions$/, ({ body, stripeAccount }) => [
      200,
      { id: `bps_${fake.calls.length}`, object: 'billing_portal.session', customer: body.get('customer'), return_url: body.get('return_url'), url: `https://billing.stripe.com/p/session/${stripeAccount}/${body.get('customer')}` },
    ])
    .route('GET', /^\/v1\/subscriptions\/([^/]+)$/, ({ stripeAccount }, match) => {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription || subscription.account !== stripeAccount) return stripeError(`No such subscription: '${match[1]}'`, 404, 'resource_missing');
      return [200, { id: subscription.id, object: 'subscription', customer: subscription.customer, status: 'active', items: { object: 'list', data: [] } }];
    });
  return { products, prices, sessions, subscriptions };
}
