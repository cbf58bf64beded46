import type { TerminalReader } from '../../domain/order.js';

/** A card-present payment for one box-office order, charged directly on the owner's connected account. */
export interface TerminalPaymentRequest {
  orderId: string;
  /** What the guest pays, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The owner's connected account, where the readers live; null for the platform's own account. */
  account: string | null;
  description: string;
  /** The same key always yields the same payment (a retried call never charges twice). */
  idempotencyKey: string;
}

/** How a reader's payment stands, as check_payment_status answers it. */
export type TerminalPaymentStatus = 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface TerminalPaymentState {
  status: TerminalPaymentStatus;
  /** Why the payment failed (the provider's message), when it did. */
  message: string | null;
}

/** A test card the simulated reader is shown: one that pays, or one that is declined. */
export type TestCard = 'succeeds' | 'declined';

/**
 * Port: in-person card payments at a reader (Stripe Terminal, server-driven), or the simulated reader of the
 * demo gateway. Every call names the reader and account the payment was handed to.
 */
export abstract class TerminalPayments {
  abstract readonly kind: 'demo' | 'stripe';
  /** Creates the payment (idempotent by key); returns its id. */
  abstract createPayment(request: TerminalPaymentRequest): Promise<string>;
  /** Hands the payment to the reader, which asks for a card. */
  abstract process(paymentId: string, reader: TerminalReader): Promise<void>;
  /** Reads the payment and the reader's action on it. */
  abstract status(paymentId: string, reader: TerminalReader): Promise<TerminalPaymentState>;
  /** Stops the reader's action on the payment (if it still has it) and cancels the payment unless it succeeded. */
  abstract cancel(paymentId: string, reader: TerminalReader): Promise<void>;
  /** Presents a test card on a simulated reader (test mode only). */
  abstract presentTestCard(paymentId: string, reader: TerminalReader, card: TestCard): Promise<void>;
  /** Refunds a succeeded payment in full (it succeeded after its order was gone). */
  abstract refund(paymentId: string, reader: TerminalReader, idempotencyKey: string): Promise<void>;
}

/** Seed 000 §9: the terminal's messages, and the box office's refusals in the same style. */
export const TERMINAL_MESSAGES = {
  /** A payment the reader refused, when the provider gives no reason. */
  error: 'There was an error with the payment. Please try again.',
  /** The reader could not take the payment (offline, busy, unknown to the provider). */
  checkReader: 'Please check your terminal payments',
  readerNotFound: 'Card reader not found',
  notBoxOffice: 'This order is not paid at a card reader',
  nothingToPay: 'Free tickets are added as guests',
  paymentNotFound: 'Payment not found',
} as const;
