import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CardReaderDirectory, type CardReaderSummary } from '../../../accounts/contracts/card-readers.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { conflict, gone, MESSAGES, notFound, unprocessable } from '../../../shared/errors.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { decide, ORDER_MESSAGES, TERMINAL, type OrderState } from '../../domain/order.js';
import { OrderPayments } from '../order-payments.js';
import { Orders } from '../order-repository.js';
import { TERMINAL_MESSAGES, TerminalPayments } from '../ports/terminal-payments.port.js';
import {
  CancelTerminalPaymentCommand,
  CheckTerminalPaymentCommand,
  ConfirmTerminalPaymentCommand,
  ProcessTerminalPaymentCommand,
  type TerminalPaymentAnswer,
  type TerminalPaymentStarted,
} from './terminal-payment.commands.js';

const SUCCEEDED: TerminalPaymentAnswer = { status: 'succeeded', message: null };
const ended = (state: OrderState) => state.status === 'canceled' || state.status === 'timed_out' || state.status === 'failed';

/** What the card-reader calls share: the box-office order, the owner's reader, and reading the reader's payment. */
@Injectable()
export class TerminalSales {
  constructor(
    private readonly orders: Orders,
    private readonly readers: CardReaderDirectory,
    private readonly terminal: TerminalPayments,
    private readonly payments: OrderPayments,
  ) {}

  /** The order, when it is one the box office sells at a card reader (a personal order with something to pay). */
  async boxOfficeOrder(orderId: string): Promise<OrderState> {
    const state = await this.orders.get(orderId);
    if (!state.header!.personalOrder || !state.selection || state.selection.totals.total === 0) throw unprocessable(TERMINAL_MESSAGES.notBoxOffice);
    return state;
  }

  async reader(ownerId: string, readerId: string): Promise<CardReaderSummary> {
    const reader = await this.readers.readerOf(ownerId, readerId);
    if (!reader) throw notFound(TERMINAL_MESSAGES.readerNotFound);
    return reader;
  }

  /**
   * How the reader's payment stands, recorded on the order: a success completes it (once; the tickets held
   * for it are sold), a decline keeps it payable with the reason. A payment that succeeds after the order
   * was gone is refunded.
   */
  async check(orderId: string): Promise<TerminalPaymentAnswer> {
    const state = await this.boxOfficeOrder(orderId);
    if (state.status === 'completed') return SUCCEEDED;
    const payment = state.payment?.terminal ? state.payment : null;
    if (!payment) throw notFound(TERMINAL_MESSAGES.paymentNotFound);
    const read = await this.terminal.status(payment.paymentIntentId, payment.terminal!);
    switch (read.status) {
      case 'succeeded': {
        await this.payments.record(orderId, payment.paymentIntentId, 'succeeded');
        const after = await this.orders.get(orderId);
        return after.status === 'completed' ? SUCCEEDED : { status: 'failed', message: ORDER_MESSAGES.timeUp };
      }
      case 'failed': {
        const message = read.message || TERMINAL_MESSAGES.error;
        await this.payments.record(orderId, payment.paymentIntentId, 'tryAgain', message);
        return { status: 'failed', message };
      }
      case 'canceled':
        return { status: 'canceled', message: ended(state) ? ORDER_MESSAGES.timeUp : null };
      case 'processing':
        if (!ended(state)) return { status: 'processing', message: null };
        // The order's hold ran out while the reader waited: the reader stops.
        await this.payments.cancelUnpaid(state);
        return { status: 'canceled', message: ORDER_MESSAGES.timeUp };
    }
  }
}

/**
 * A new payment for the order's total, charged on the owner's connected account (where the readers are), is
 * handed to the reader. A payment handed out before is stopped first (or, had it been paid meanwhile, the
 * order completes), so at most one payment per order can succeed.
 */
@CommandHandler(ProcessTerminalPaymentCommand)
export class ProcessTerminalPaymentHandler implements ICommandHandler<ProcessTerminalPaymentCommand> {
  constructor(
    private readonly sales: TerminalSales,
    private readonly orders: Orders,
    private readonly terminal: TerminalPayments,
    private readonly catalog: CheckoutCatalog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ orderId, readerId }: ProcessTerminalPaymentCommand): Promise<TerminalPaymentStarted> {
    const testMode = this.config.terminalTestMode;
    const state = await this.sales.boxOfficeOrder(orderId);
    if (state.status === 'completed') return { ...SUCCEEDED, testMode };
    if (ended(state)) throw gone(ORDER_MESSAGES.timeUp);
    const header = state.header!;
    const reader = await this.sales.reader(header.ownerId, readerId);
    const previous = state.payment?.terminal ? state.payment : null;
    if (previous) {
      await this.terminal.cancel(previous.paymentIntentId, previous.terminal!).catch(() => undefined);
      if ((await this.sales.check(orderId)).status === 'succeeded') return { ...SUCCEEDED, testMode };
    }
    const account = (await this.catalog.offerForDate(header.eventDateId))?.owner.paymentAccount ?? null;
    const terminal = { readerId: reader.id, stripeReaderId: reader.stripeReaderId, account };
    const paymentId = await this.terminal.createPayment({
      orderId,
      amount: state.selection!.totals.total,
      currency: header.currency,
      account,
      description: `${header.eventName} (${state.selection!.items.length} tickets, box office)`,
      idempotencyKey: `terminal-${orderId}-${previous?.paymentIntentId ?? 'first'}`,
    });
    await this.orders.execute(orderId, (current) => decide({ type: 'RequestPayment', paymentIntentId: paymentId, gateway: TERMINAL, terminal, now: new Date() }, current));
    await this.terminal.process(paymentId, terminal);
    return { status: 'processing', message: null, testMode };
  }
}

@CommandHandler(CheckTerminalPaymentCommand)
export class CheckTerminalPaymentHandler implements ICommandHandler<CheckTerminalPaymentCommand> {
  constructor(private readonly sales: TerminalSales) {}

  execute({ orderId }: CheckTerminalPaymentCommand): Promise<TerminalPaymentAnswer> {
    return this.sales.check(orderId);
  }
}

/** The reader stops and its payment is cancelled; the order keeps its tickets held until it is tried again, cancelled or times out. */
@CommandHandler(CancelTerminalPaymentCommand)
export class CancelTerminalPaymentHandler implements ICommandHandler<CancelTerminalPaymentCommand> {
  constructor(
    private readonly sales: TerminalSales,
    private readonly terminal: TerminalPayments,
  ) {}

  async execute({ orderId, readerId }: CancelTerminalPaymentCommand): Promise<TerminalPaymentAnswer> {
    const state = await this.sales.boxOfficeOrder(orderId);
    if (state.status === 'completed') throw conflict(ORDER_MESSAGES.completed);
    await this.sales.reader(state.header!.ownerId, readerId);
    const payment = state.payment?.terminal ? state.payment : null;
    if (!payment) return { status: 'canceled', message: null };
    await this.terminal.cancel(payment.paymentIntentId, payment.terminal!);
    // Paid just before the reader stopped: the sale stands.
    return this.sales.check(orderId);
  }
}

/** Outside production, a test card is presented on the reader the payment was handed to. */
@CommandHandler(ConfirmTerminalPaymentCommand)
export class ConfirmTerminalPaymentHandler implements ICommandHandler<ConfirmTerminalPaymentCommand> {
  constructor(
    private readonly sales: TerminalSales,
    private readonly terminal: TerminalPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ orderId, readerId, card }: ConfirmTerminalPaymentCommand): Promise<TerminalPaymentAnswer> {
    if (!this.config.terminalTestMode) throw notFound(MESSAGES.notFound);
    const state = await this.sales.boxOfficeOrder(orderId);
    if (state.status === 'completed') return SUCCEEDED;
    await this.sales.reader(state.header!.ownerId, readerId);
    const payment = state.payment?.terminal ? state.payment : null;
    if (!payment) throw notFound(TERMINAL_MESSAGES.paymentNotFound);
    await this.terminal.presentTestCard(payment.paymentIntentId, payment.terminal!, card);
    return this.sales.check(orderId);
  }
}
