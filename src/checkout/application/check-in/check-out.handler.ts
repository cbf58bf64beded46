import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { unprocessable } from '../../../shared/errors.js';
import { CHECK_IN_MESSAGES } from '../../domain/check-in.js';
import { decide, type OrderEvent } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { RegistrationRepository } from '../ports/registration-repository.port.js';
import { doorRegistration } from './check-in.handler.js';
import { CheckOutCommand, type CheckedOut } from './check-out.command.js';
import { doorTicketView } from './door-ticket.js';

@CommandHandler(CheckOutCommand)
export class CheckOutHandler implements ICommandHandler<CheckOutCommand> {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly registrations: RegistrationRepository,
    private readonly orders: Orders,
  ) {}

  async execute({ eventId, registrationId }: CheckOutCommand): Promise<CheckedOut> {
    const found = await doorRegistration(this.queries, { registrationId });
    if (found.eventId !== eventId) throw unprocessable(CHECK_IN_MESSAGES.otherEvent);
    // TicketCheckedOut (for webhooks and reports) is decided on the order's stream, like the check-in.
    const { state, events } = await this.orders.execute(found.orderId, (current) => decide({ type: 'CheckOutTicket', itemId: found.id, now: new Date() }, current));
    const checkedOut = events.find((e): e is Extract<OrderEvent, { type: 'TicketCheckedOut' }> => e.type === 'TicketCheckedOut')!;
    await this.registrations.markCheckedOut(found.id);
    return { ...doorTicketView(state, found), status: 'active', checkedOutAt: checkedOut.data.at, message: CHECK_IN_MESSAGES.checkedOut };
  }
}
