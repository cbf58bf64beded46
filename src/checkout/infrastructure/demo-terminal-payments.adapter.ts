import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import type { TerminalReader } from '../domain/order.js';
import { TerminalPayments, type TerminalPaymentRequest, type TerminalPaymentState, type TestCard } from '../application/ports/terminal-payments.port.js';
import { DEMO_MESSAGES } from './demo-payment-gateway.adapter.js';

interface Row {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  reader_id: string | null;
  action_status: 'in_progress' | 'succeeded' | 'failed' | null;
  failure_message: string | null;
}

/**
 * The simulated card reader when no STRIPE_SECRET_KEY is set (no money moves): it waits for a test card
 * (`presentTestCard`) as Stripe's simulated readers do. Payments and the reader's action on each live in
 * checkout.demo_terminal_payments, shared by API processes.
 */
@Injectable()
export class DemoTerminalPayments extends TerminalPayments {
  readonly kind = 'demo' as const;

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async createPayment(request: TerminalPaymentRequest): Promise<string> {
    await this.pool.query(
      `INSERT INTO checkout.demo_terminal_payments (id, order_id, amount, currency, account, idempotency_key, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'requires_payment_method') ON CONFLICT (idempotency_key) DO NOTHING`,
      [`demo_tpi_${randomBytes(12).toString('hex')}`, request.orderId, request.amount, request.currency, request.account, request.idempotencyKey],
    );
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM checkout.demo_terminal_payments WHERE idempotency_key = $1', [request.idempotencyKey]);
    return rows[0]!.id;
  }

  async process(paymentId: string, reader: TerminalReader): Promise<void> {
    await this.pool.query(
      `UPDATE checkout.demo_terminal_payments SET reader_id = $2, action_status = 'in_progress', failure_message = NULL
       WHERE id = $1 AND status = 'requires_payment_method'`,
      [paymentId, reader.stripeReaderId],
    );
  }

  async status(paymentId: string, reader: TerminalReader): Promise<TerminalPaymentState> {
    const row = await this.row(paymentId);
    if (!row) return { status: 'canceled', message: null };
    if (row.status === 'succeeded' || row.status === 'canceled') return { status: row.status, message: null };
    if (row.reader_id !== reader.stripeReaderId || !row.action_status) return { status: 'canceled', message: null };
    if (row.action_status === 'failed') return { status: 'failed', message: row.failure_message };
    return { status: 'processing', message: null };
  }

  async cancel(paymentId: string): Promise<void> {
    await this.pool.query(
      `UPDATE checkout.demo_terminal_payments SET status = 'canceled', action_status = NULL WHERE id = $1 AND status = 'requires_payment_method'`,
      [paymentId],
    );
  }

  /** The card is read only while the reader waits for one on this payment. */
  async presentTestCard(paymentId: string, reader: TerminalReader, card: TestCard): Promise<void> {
    const paid = card === 'succeeds';
    await this.pool.query(
      `UPDATE checkout.demo_terminal_payments SET status = $3, action_status = $4, failure_message = $5
       WHERE id = $1 AND reader_id = $2 AND action_status = 'in_progress' AND status = 'requires_payment_method'`,
      [paymentId, reader.stripeReaderId, paid ? 'succeeded' : 'requires_payment_method', paid ? 'succeeded' : 'failed', paid ? null : DEMO_MESSAGES.declined],
    );
  }

  async refund(paymentId: string): Promise<void> {
    await this.pool.query(`UPDATE checkout.demo_terminal_payments SET refunded = true WHERE id = $1 AND status = 'succeeded'`, [paymentId]);
  }

  private async row(id: string): Promise<Row | undefined> {
    return (await this.pool.query<Row>('SELECT * FROM checkout.demo_terminal_payments WHERE id = $1', [id])).rows[0];
  }
}
