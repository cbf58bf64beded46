import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { MESSAGES, notFound } from '../../shared/errors.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import type { DemoPayments } from '../application/ports/demo-payments.port.js';
import { PaymentGateway, type Payment, type PaymentRequest, type PaymentStatus } from '../application/ports/payment-gateway.port.js';
import type { PaymentNews, PaymentWebhooks } from '../application/ports/payment-webhooks.port.js';
import { DEMO_CARDS, DEMO_MESSAGES } from '../contracts/demo-cards.js';

export { DEMO_CARDS, DEMO_MESSAGES };

interface Row {
  id: string;
  order_id: string;
  amount: number;
  status: PaymentStatus;
  last_error: string | null;
}

/**
 * The payment gateway when no STRIPE_SECRET_KEY is set: the same flow in-process, no money moves. Payments
 * live in checkout.demo_payments so they survive restarts and are shared by API processes.
 */
@Injectable()
export class DemoPaymentGateway extends PaymentGateway implements PaymentWebhooks, DemoPayments {
  readonly kind = 'demo' as const;
  readonly publishableKey = null;

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async createPayment(request: PaymentRequest): Promise<Payment> {
    const id = `demo_pi_${randomBytes(12).toString('hex')}`;
    await this.pool.query(
      `INSERT INTO checkout.demo_payments (id, order_id, amount, currency, application_fee, destination, status, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, 'requires_payment_method', $7) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, request.orderId, request.amount, request.currency, request.applicationFee, request.destinationAccount, request.idempotencyKey],
    );
    const { rows } = await this.pool.query<Row>('SELECT * FROM checkout.demo_payments WHERE idempotency_key = $1', [request.idempotencyKey]);
    return this.toPayment(rows[0]!);
  }

  async retrievePayment(id: string): Promise<Payment> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM checkout.demo_payments WHERE id = $1', [id]);
    if (!rows[0]) throw new Error(`No demo payment ${id}`);
    return this.toPayment(rows[0]);
  }

  /** The test card's attempt, judged by the caller: paid without a refusal, otherwise still open for another card. */
  async confirm(id: string, refusal: string | null): Promise<Payment | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE checkout.demo_payments SET status = $2, last_error = $3
       WHERE id = $1 AND status IN ('requires_payment_method', 'requires_confirmation') RETURNING *`,
      [id, refusal === null ? 'succeeded' : 'requires_payment_method', refusal],
    );
    if (rows[0]) return this.toPayment(rows[0]);
    const existing = await this.pool.query<Row>('SELECT * FROM checkout.demo_payments WHERE id = $1', [id]);
    return existing.rows[0] ? this.toPayment(existing.rows[0]) : null;
  }

  async cancelPayment(id: string): Promise<void> {
    await this.pool.query(`UPDATE checkout.demo_payments SET status = 'canceled' WHERE id = $1 AND status <> 'succeeded'`, [id]);
  }

  async refund(paymentId: string, amount: number): Promise<{ id: string }> {
    await this.pool.query('UPDATE checkout.demo_payments SET refunded = LEAST(amount, refunded + $2) WHERE id = $1', [paymentId, amount]);
    return { id: `demo_re_${randomBytes(8).toString('hex')}` };
  }

  /** No provider sends webhooks to the demo gateway. */
  read(): PaymentNews | null {
    throw notFound(MESSAGES.notFound);
  }

  private toPayment(row: Row): Payment {
    return { id: row.id, clientSecret: `${row.id}_secret`, status: row.status, amount: row.amount, orderId: row.order_id, lastError: row.last_error };
  }
}
