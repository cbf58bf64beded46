import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { ApiError, notFound } from '../../../shared/http/api-errors.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { decide, type OrderEvent } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { CHECK_IN_MESSAGES } from './check-in-messages.js';
import { CheckInCommand, type CheckedIn } from './check-in.command.js';
import { registrationOfCode } from './registration-of-code.js';

@CommandHandler(CheckInCommand)
export class CheckInHandler implements ICommandHandler<CheckInCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly orders: Orders,
  ) {}

  async execute({ code }: CheckInCommand): Promise<CheckedIn> {
    const found = await registrationOfCode(this.pool, code);
    if (found === 'invalid') throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, CHECK_IN_MESSAGES.invalid);
    if (!found) throw notFound(CHECK_IN_MESSAGES.notFound);
    if (found.status === 'checked_in') throw new ApiError(HttpStatus.CONFLICT, CHECK_IN_MESSAGES.alreadyCheckedIn);
    if (found.status === 'canceled' || found.status === 'refunded') throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, CHECK_IN_MESSAGES[found.status]);
    // The order's stream decides: it knows of a cancellation or refund before the registrations do, and
    // its revision check makes two scanners racing on one ticket admit it once (TicketCheckedIn, for
    // webhooks and reports to follow).
    const { events } = await this.orders.execute(found.order_id, (state) => decide({ type: 'CheckInTicket', itemId: found.id, now: new Date() }, state));
    const checkedIn = events.find((e): e is Extract<OrderEvent, { type: 'TicketCheckedIn' }> => e.type === 'TicketCheckedIn')!;
    // The guest list shows it at once; the registrations projection records the same from the event.
    await this.pool.query(`UPDATE checkout.registrations SET status = 'checked_in', checked_in_at = $2 WHERE id = $1 AND status = 'active'`, [found.id, checkedIn.data.at]);
    return {
      id: found.id,
      firstName: found.first_name,
      lastName: found.last_name,
      ticket: found.ticket_name,
      eventId: found.event_id,
      status: 'checked_in',
      checkedInAt: checkedIn.data.at,
    };
  }
}
