import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, unprocessable, ValidationFailed } from '../../../shared/errors.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { CHECK_IN_MESSAGES, checkedInByThisScan, otherDate } from '../../domain/check-in.js';
import { decide } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { RegistrationRepository } from '../ports/registration-repository.port.js';
import type { RegistrationRecord } from '../registration-view.js';
import { CheckInCommand, type CheckedIn, type DoorTicket } from './check-in.command.js';
import { doorTicketView } from './door-ticket.js';
import { registrationOfCode } from './registration-of-code.js';

/** The registration a door names; refusals for a forged code and for a ticket of unknown registration. */
export async function doorRegistration(queries: CheckoutQueries, ticket: DoorTicket): Promise<RegistrationRecord> {
  const found = 'code' in ticket ? await registrationOfCode(queries, ticket.code) : await queries.registration(ticket.registrationId);
  if (found === 'invalid') throw unprocessable(CHECK_IN_MESSAGES.invalid);
  if (!found) throw notFound(CHECK_IN_MESSAGES.notFound);
  return found;
}

@CommandHandler(CheckInCommand)
export class CheckInHandler implements ICommandHandler<CheckInCommand> {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly registrations: RegistrationRepository,
    private readonly orders: Orders,
    private readonly dates: TicketDates,
  ) {}

  async execute({ ticket, scope, scanId }: CheckInCommand): Promise<CheckedIn> {
    const found = await doorRegistration(this.queries, ticket);
    // Another owner's ticket at this door is only 'another event': nothing of it is told.
    if (scope && found.eventId !== scope.eventId) throw unprocessable(CHECK_IN_MESSAGES.otherEvent);
    const date = await this.dates.ofDate(found.eventDateId);
    if (!date) throw notFound(CHECK_IN_MESSAGES.notFound);
    const { timezone } = date.event;
    if (scope?.eventDateId && found.eventDateId !== scope.eventDateId) {
      if ((await this.dates.ofDate(scope.eventDateId))?.event.id !== scope.eventId) throw new ValidationFailed([CHECK_IN_MESSAGES.notADate]);
      throw unprocessable(otherDate(date.date.startsAt.toISOString(), timezone));
    }
    // The guest list may already know of a cancellation or refund.
    if (found.status === 'canceled' || found.status === 'refunded') throw unprocessable(CHECK_IN_MESSAGES[found.status]);
    // The order's stream decides: it knows of a cancellation or refund before the registrations do, and its
    // revision check makes two doors scanning one ticket at once admit it once (the other is told when).
    const now = new Date();
    const { state, events } = await this.orders.execute(found.orderId, (current) => decide({ type: 'CheckInTicket', itemId: found.id, scanId, timezone, now }, current));
    const checkedIn = state.checkedIn[found.id]!;
    const sameScan = !events.length;
    // The guest list and the counts show it at once; the registrations projection records the same from the event.
    if (!sameScan) await this.registrations.markCheckedIn(found.id, checkedIn.at);
    return {
      ...doorTicketView(state, found),
      status: 'checked_in',
      checkedInAt: checkedIn.at,
      sameScan,
      message: sameScan ? checkedInByThisScan(checkedIn.at, timezone, now) : CHECK_IN_MESSAGES.checkedIn,
    };
  }
}
