import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { ValidationFailed, forbidden, notFound, unprocessable } from '../../../shared/errors.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { transferHolder } from '../../domain/guests.js';
import { BUYER_TICKET_MESSAGES, cancelProblem, transferProblem } from '../../domain/held-ticket.js';
import { decide, type IssuedTicket, type OrderState } from '../../domain/order.js';
import { soldLine } from '../../domain/selection.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import type { RegistrationRecord } from '../registration-view.js';
import { heldTicket } from './buyer-tickets.js';
import { CancelOwnTicketCommand, TransferTicketCommand } from './transfer-ticket.command.js';

/**
 * The ticket as its holder may act on it. The order's stream is the truth for cancellations, refunds and
 * transfers (the registrations may lag behind); check-ins are recorded on the registration.
 */
@Injectable()
export class HeldTickets {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly orders: Orders,
    private readonly profiles: ProfileDirectory,
    private readonly dates: TicketDates,
  ) {}

  async heldBy(
    principal: { userId: string },
    registrationId: string,
    notAllowed: string,
  ): Promise<{ record: RegistrationRecord; state: OrderState; ticket: IssuedTicket; held: ReturnType<typeof heldTicket> }> {
    const record = await this.queries.registration(registrationId);
    if (!record) throw notFound(BUYER_TICKET_MESSAGES.notFound);
    const state = await this.orders.get(record.orderId);
    const ticket = state.completed?.tickets.find((t) => t.itemId === record.id);
    const date = await this.dates.ofDate(record.eventDateId);
    if (!ticket || !date) throw notFound(BUYER_TICKET_MESSAGES.notFound);
    const email = (await this.profiles.accountEmail(principal.userId)) ?? '';
    const viewer = { userId: principal.userId, email };
    const current: RegistrationRecord = {
      ...record,
      email: ticket.email,
      transferred: !!state.transferred[record.id],
      status: record.status === 'checked_in' ? 'checked_in' : (state.itemStatus[record.id] ?? record.status),
    };
    // Only those whose ticket list shows it (its buyer and its holder) may act on it.
    const listed = current.userId === viewer.userId || [current.email, current.buyerEmail].some((e) => !!e && e.trim().toLowerCase() === email);
    if (!listed) throw forbidden(notAllowed);
    return { record: current, state, ticket, held: heldTicket(current, date, viewer) };
  }
}

@CommandHandler(TransferTicketCommand)
export class TransferTicketHandler implements ICommandHandler<TransferTicketCommand> {
  constructor(
    private readonly tickets: HeldTickets,
    private readonly orders: Orders,
  ) {}

  async execute({ principal, registrationId, user }: TransferTicketCommand): Promise<{ message: string }> {
    const { record, held } = await this.tickets.heldBy(principal, registrationId, BUYER_TICKET_MESSAGES.notYoursTransfer);
    const now = new Date();
    const problem = transferProblem(held, now);
    if (problem) throw unprocessable(problem);
    const to = transferHolder(user);
    if ('errors' in to) throw new ValidationFailed(to.errors);
    if (to.holder.email === record.email.trim().toLowerCase()) throw unprocessable(BUYER_TICKET_MESSAGES.sameHolder);
    await this.orders.execute(record.orderId, (state) => decide({ type: 'TransferTicket', itemId: record.id, to: to.holder, now }, state));
    return { message: BUYER_TICKET_MESSAGES.transferred };
  }
}

@CommandHandler(CancelOwnTicketCommand)
export class CancelOwnTicketHandler implements ICommandHandler<CancelOwnTicketCommand> {
  constructor(
    private readonly tickets: HeldTickets,
    private readonly orders: Orders,
    private readonly inventory: Inventory,
  ) {}

  async execute({ principal, orderItemId }: CancelOwnTicketCommand): Promise<{ message: string }> {
    const { record, held, ticket } = await this.tickets.heldBy(principal, orderItemId, BUYER_TICKET_MESSAGES.notYoursCancel);
    const now = new Date();
    const problem = cancelProblem(held, now);
    if (problem) throw unprocessable(problem);
    const { events } = await this.orders.execute(record.orderId, (state) => decide({ type: 'CancelItem', itemId: record.id, by: 'holder', now }, state));
    // The ticket goes back on sale, and on its share code's allowance (once: returnSold never gives back more than the order bought).
    if (events.length) await this.inventory.returnSold(record.orderId, [soldLine(ticket)]);
    return { message: BUYER_TICKET_MESSAGES.canceled };
  }
}
