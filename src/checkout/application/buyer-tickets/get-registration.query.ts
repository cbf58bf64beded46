import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { BUYER_TICKET_MESSAGES } from '../../domain/held-ticket.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';

/** Which order a ticket (registration) belongs to, for the ticket link /ticket/{id}. */
export class GetRegistrationQuery {
  constructor(readonly id: string) {}
}

/** Like an order id, a ticket's id is unguessable and grants the view of its order's tickets. */
@QueryHandler(GetRegistrationQuery)
export class GetRegistrationHandler implements IQueryHandler<GetRegistrationQuery> {
  constructor(private readonly queries: CheckoutQueries) {}

  async execute({ id }: GetRegistrationQuery): Promise<{ id: string; orderId: string }> {
    const record = await this.queries.registration(id);
    if (!record) throw notFound(BUYER_TICKET_MESSAGES.notFound);
    return { id: record.id, orderId: record.orderId };
  }
}
