import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { ApiError, notFound } from '../../../shared/http/api-errors.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { Orders } from '../order-repository.js';
import { CHECK_IN_MESSAGES } from './check-in-messages.js';
import { CheckInCommand, type CheckedIn } from './check-in.command.js';
import { registrationOfCode } from './registration-of-code.js';

const notActive = (status: 'canceled' | 'refunded') => new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, CHECK_IN_MESSAGES[status]);

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
    // The order's stream knows of a cancellation or refund before the registrations do.
    const itemStatus = (await this.orders.get(found.order_id)).itemStatus[found.id];
    if (itemStatus === 'canceled' || itemStatus === 'refunded') throw notActive(itemStatus);
    // The status guard in the UPDATE makes two scanners racing on one ticket admit it once.
    const { rows } = await this.pool.query<{ checked_in_at: Date }>(
      `UPDATE checkout.registrations SET status = 'checked_in', checked_in_at = now() WHERE id = $1 AND status = 'active' RETURNING checked_in_at`,
      [found.id],
    );
    if (!rows[0]) {
      const { rows: now } = await this.pool.query<{ status: string }>('SELECT status FROM checkout.registrations WHERE id = $1', [found.id]);
      const status = now[0]?.status;
      if (status === 'checked_in') throw new ApiError(HttpStatus.CONFLICT, CHECK_IN_MESSAGES.alreadyCheckedIn);
      throw notActive(status === 'refunded' ? 'refunded' : 'canceled');
    }
    return {
      id: found.id,
      firstName: found.first_name,
      lastName: found.last_name,
      ticket: found.ticket_name,
      eventId: found.event_id,
      status: 'checked_in',
      checkedInAt: rows[0].checked_in_at.toISOString(),
    };
  }
}
