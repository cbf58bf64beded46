import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { MESSAGES, notFound } from '../../shared/errors.js';
import { asCurrency } from '../../shared/money.js';
import { DemoOnboarding, PaymentAccounts, type PaymentAccountEvent, type PaymentAccountOwner, type PaymentAccountPayout, type PaymentAccountState } from '../contracts/payment-accounts.js';

interface AccountRow {
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

/**
 * Connected accounts when no STRIPE_SECRET_KEY is set: simulated in checkout.demo_connect_accounts, no
 * money moves. Onboarding is a page of the web app (/stripe/demo-onboarding) whose one button enables
 * charges and payouts; payouts are what the owner's demo payments earned (amount less the application
 * fee and refunds), one payout per day, paid the next day.
 */
export class DemoPaymentAccounts extends PaymentAccounts implements DemoOnboarding {
  readonly kind = 'demo' as const;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {
    super();
  }

  async createAccount(owner: PaymentAccountOwner): Promise<string> {
    await this.pool.query(
      `INSERT INTO checkout.demo_connect_accounts (id, owner_id, owner_type, email, country) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner_id) DO NOTHING`,
      [`demo_acct_${randomBytes(8).toString('hex')}`, owner.id, owner.type, owner.email ?? null, owner.country ?? null],
    );
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM checkout.demo_connect_accounts WHERE owner_id = $1', [owner.id]);
    return rows[0]!.id;
  }

  /** The web's simulated onboarding page, for the owner the return address names. */
  async accountLink(_accountId: string, returnUrl: string): Promise<string> {
    const url = new URL(returnUrl);
    url.pathname = '/stripe/demo-onboarding';
    return url.toString();
  }

  /** The demo has no dashboard. */
  async loginLink(): Promise<string | null> {
    return null;
  }

  /** An account the demo did not open (the demo data's, connected by hand) counts as onboarded. */
  async account(accountId: string): Promise<PaymentAccountState> {
    const { rows } = await this.pool.query<AccountRow>('SELECT * FROM checkout.demo_connect_accounts WHERE id = $1', [accountId]);
    const row = rows[0];
    if (!row) return { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };
    return { chargesEnabled: row.charges_enabled, payoutsEnabled: row.payouts_enabled, detailsSubmitted: row.details_submitted };
  }

  async payouts(accountId: string): Promise<PaymentAccountPayout[]> {
    const today = this.clock.now().toISOString().slice(0, 10);
    const { rows } = await this.pool.query<{ day: string; currency: string; amount: number }>(
      `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, currency,
              sum(GREATEST(amount - application_fee - refunded, 0))::bigint AS amount
       FROM checkout.demo_payments
       WHERE destination = $1 AND status = 'succeeded' AND (created_at AT TIME ZONE 'UTC')::date < $2::date
       GROUP BY 1, 2 HAVING sum(GREATEST(amount - application_fee - refunded, 0)) > 0
       ORDER BY 1 DESC, 2 LIMIT 100`,
      [accountId, today],
    );
    return rows.map((row) => {
      const arrival = new Date(`${row.day}T00:00:00Z`);
      arrival.setUTCDate(arrival.getUTCDate() + 1);
      return { id: `demo_po_${row.day.replaceAll('-', '')}_${row.currency}`, arrivalDate: arrival, amount: row.amount, currency: asCurrency(row.currency), status: 'paid' };
    });
  }

  /** No provider sends account events to the demo. */
  readAccountEvent(): PaymentAccountEvent | null {
    throw notFound(MESSAGES.notFound);
  }

  async complete(accountId: string): Promise<void> {
    await this.pool.query('UPDATE checkout.demo_connect_accounts SET details_submitted = true, charges_enabled = true, payouts_enabled = true WHERE id = $1', [accountId]);
  }
}
