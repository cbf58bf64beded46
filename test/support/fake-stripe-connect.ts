import { stripeError, type FakeStripe } from './fake-stripe.js';

type Account = Record<string, unknown> & { id: string; charges_enabled: boolean; payouts_enabled: boolean; details_submitted: boolean };

/**
 * Stripe Connect as payouts use it: Express accounts (create, idempotent per key; retrieve), Account Links,
 * dashboard login links (refused before onboarding, as Stripe does) and the connected account's payouts
 * (`Stripe-Account` header).
 */
export function connectRoutes(fake: FakeStripe) {
  const accounts = new Map<string, Account>();
  const byKey = new Map<string, string>();
  /** Payouts Stripe would list for each connected account, newest first. */
  const payouts = new Map<string, Record<string, unknown>[]>();
  fake
    .route('POST', /^\/v1\/accounts$/, ({ body, idempotencyKey }) => {
      const existing = idempotencyKey && byKey.get(idempotencyKey);
      if (existing) return [200, accounts.get(existing)];
      const account: Account = {
        id: `acct_${accounts.size + 1}`,
        object: 'account',
        type: body.get('type'),
        email: body.get('email'),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
      };
      accounts.set(account.id, account);
      if (idempotencyKey) byKey.set(idempotencyKey, account.id);
      return [200, account];
    })
    .route('GET', /^\/v1\/accounts\/([^/]+)$/, (_call, match) => (accounts.has(match[1]!) ? [200, accounts.get(match[1]!)] : stripeError(`No such account: '${match[1]}'`, 404, 'resource_missing')))
    .route('POST', /^\/v1\/account_links$/, ({ body }) => [200, { object: 'account_link', url: `https://connect.stripe.com/setup/e/${body.get('account')}/onboard`, created: 1_800_000_000, expires_at: 1_800_000_300 }])
    .route('POST', /^\/v1\/accounts\/([^/]+)\/login_links$/, (_call, match) => {
      const account = accounts.get(match[1]!);
      if (!account) return stripeError(`No such account: '${match[1]}'`, 404, 'resource_missing');
      if (!account.details_submitted) return stripeError('Cannot create a login link for an account that has not completed onboarding.');
      return [200, { object: 'login_link', url: `https://connect.stripe.com/express/${account.id}/login`, created: 1_800_000_000 }];
    })
    .route('GET', /^\/v1\/payouts$/, ({ body, stripeAccount }) => {
      const status = body.get('status');
      const data = (payouts.get(stripeAccount ?? '') ?? []).filter((p) => !status || p.status === status).slice(0, Number(body.get('limit') ?? 10));
      return [200, { object: 'list', url: '/v1/payouts', has_more: false, data }];
    });
  return { accounts, payouts };
}
