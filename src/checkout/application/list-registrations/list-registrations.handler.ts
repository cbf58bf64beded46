import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '../../../shared/ids.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { ListRegistrationsQuery, type RegistrationList } from './list-registrations.query.js';

/** The registrations projection, newest first, searched by name, e-mail or ticket; ids that are no UUIDs name nothing. */
@QueryHandler(ListRegistrationsQuery)
export class ListRegistrationsHandler implements IQueryHandler<ListRegistrationsQuery> {
  constructor(private readonly queries: CheckoutQueries) {}

  async execute({ eventId, eventDateId, page, perPage, search }: ListRegistrationsQuery): Promise<RegistrationList> {
    if (!isUuid(eventId) || (eventDateId !== null && !isUuid(eventDateId))) return { data: [], page, perPage, totalCount: 0 };
    return this.queries.eventRegistrations({ eventId, eventDateId, search, page, perPage });
  }
}
