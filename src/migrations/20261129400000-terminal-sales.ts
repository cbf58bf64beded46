import { Migration } from '@mikro-orm/migrations';

/**
 * The demo gateway's simulated card reader (Limelight without Stripe: no money moves): each box-office
 * payment with the reader it was handed to and that reader's action on it, as Stripe Terminal keeps them.
 */
export class Migration20261129400000TerminalSales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE checkout.demo_terminal_payments (
      id text PRIMARY KEY,
      order_id uuid NOT NULL,
      amount bigint NOT NULL,
      currency text NOT NULL,
      account text,
      idempotency_key text NOT NULL UNIQUE,
      status text NOT NULL,
      reader_id text,
      action_status text,
      failure_message text,
      refunded boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
}
