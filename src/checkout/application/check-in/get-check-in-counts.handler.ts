import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '../../../shared/ids.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { GetCheckInCountsQuery, type CheckInCounts } from './get-check-in-counts.query.js';

@QueryHandler(GetCheckInCountsQuery)
export class GetCheckInCountsHandler implements IQueryHandler<GetCheckInCountsQuery> {
  constructor(private readonly queries: CheckoutQueries) {}

  async execute({ eventId, eventDateId }: GetCheckInCountsQuery): Promise<CheckInCounts> {
    // A date id that is no UUID names no date: nothing is expected there.
    const ticketTypes = eventDateId !== null && !isUuid(eventDateId) ? [] : await this.queries.checkInCounts(eventId, eventDateId);
    return {
      checkedIn: ticketTypes.reduce((sum, type) => sum + type.checkedIn, 0),
      expected: ticketTypes.reduce((sum, type) => sum + type.expected, 0),
      ticketTypes,
    };
  }
}
