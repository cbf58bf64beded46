import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, notFound, unprocessable } from '../../../shared/errors.js';
import { decide, type OrderEvent } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { RegistrationRepository } from '../ports/registration-repository.port.js';
import { CHECK_IN_MESSAGES } from './check-in-messages.js';
import { CheckInCommand, type CheckedIn } from './check-in.command.js';
import { registrationOfCode } from './registration-of-code.js';

@CommandHandler(CheckInCommand)
export class CheckInHandler implements ICommandHandler<CheckInCommand> {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly registrations: RegistrationRepository,
    private readonly orders: Orders,
  ) {}

  async execute({ code }: CheckInCommand): Promise<CheckedIn> {
    const found = await registrationOfCode(this.queries, code);
    if (found === 'invalid') throw unprocessable(CHECK_IN_MESSAGES.invalid);
    if (!found) throw notFound(CHECK_IN_MESSAGES.notFound);
    if (found.status === 'checked_in') throw conflict(CHECK_IN_MESSAGES.alreadyCheckedIn);
    if (found.status === 'canceled' || found.status === 'refunded') throw unprocessable(CHECK_IN_MESSAGES[found.status]);
    // The order's stream decides: it knows of a cancellation or refund before the registrations do, and
    // its revision check makes two scanners racing on one ticket admit it once (TicketCheckedIn, for
    // webhooks and reports to follow).
    const { events } = await this.orders.execute(found.orderId, (state) => decide({ type: 'CheckInTicket', itemId: found.id, now: new Date() }, state));
    const checkedIn = events.find((e): e is Extract<OrderEvent, { type: 'TicketCheckedIn' }> => e.type === 'TicketCheckedIn')!;
    // The guest list shows it at once; the registrations projection records the same from the event.
    await this.registrations.markCheckedIn(found.id, checkedIn.data.at);
    return {
      id: found.id,
      firstName: found.firstName,
      lastName: found.lastName,
      ticket: found.ticketName,
      eventId: found.eventId,
      status: 'checked_in',
      checkedInAt: checkedIn.data.at,
    };
  }
}
