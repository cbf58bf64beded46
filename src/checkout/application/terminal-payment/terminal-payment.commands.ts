import { Command } from '@nestjs/cqrs';
import type { TerminalPaymentStatus, TestCard } from '../ports/terminal-payments.port.js';

/** check_payment_status's answer (and the other calls'): how the reader's payment stands. */
export interface TerminalPaymentAnswer {
  status: TerminalPaymentStatus;
  /** Why it failed, or null. */
  message: string | null;
}

export interface TerminalPaymentStarted extends TerminalPaymentAnswer {
  /** Test cards may be presented on the simulated reader (confirm_payment); never in production. */
  testMode: boolean;
}

/** Hands a box-office order's payment to one of the owner's readers (again after a decline or a cancel). */
export class ProcessTerminalPaymentCommand extends Command<TerminalPaymentStarted> {
  constructor(
    readonly orderId: string,
    readonly readerId: string,
  ) {
    super();
  }
}

/** Reads how the reader's payment stands; a success completes the order (once, however often asked). */
export class CheckTerminalPaymentCommand extends Command<TerminalPaymentAnswer> {
  constructor(readonly orderId: string) {
    super();
  }
}

/** Stops the reader and cancels its payment; the order stays held, to be tried again or cancelled. */
export class CancelTerminalPaymentCommand extends Command<TerminalPaymentAnswer> {
  constructor(
    readonly orderId: string,
    readonly readerId: string,
  ) {
    super();
  }
}

/** Presents a test card on the simulated reader (outside production only). */
export class ConfirmTerminalPaymentCommand extends Command<TerminalPaymentAnswer> {
  constructor(
    readonly orderId: string,
    readonly readerId: string,
    readonly card: TestCard,
  ) {
    super();
  }
}
