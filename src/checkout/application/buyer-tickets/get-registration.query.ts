import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '../../../shared/http/api-errors.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { BUYER_TICKET_MESSAGES } from '../../domain/held-ticket.js';
import { registrationById } from './buyer-tickets.js';

/** Which order a ticket (registration) belongs to, for the ticket link /ticket/{id}. */
export class GetRegistrationQuery {
  constructor(readonly id: string) {}
}

/** Like an order id, a ticket's id is unguessable and grants the view of its order's tickets. */
@QueryHandler(GetRegistrationQuery)
export class GetRegistrationHandler implements IQueryHandler<GetRegistrationQuery> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ id }: GetRegistrationQuery): Promise<{ id: string; orderId: string }> {
    const record = await registrationById(this.pool, id);
    if (!record) throw notFound(BUYER_TICKET_MESSAGES.notFound);
    return { id: record.id, orderId: record.orderId };
  }
}
