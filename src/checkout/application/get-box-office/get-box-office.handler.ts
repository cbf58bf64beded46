import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CardReaderDirectory } from '../../../accounts/contracts/card-readers.js';
import { notFound } from '../../../shared/errors.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { type BoxOffice, type BoxOfficeTicket, GetBoxOfficeQuery } from './get-box-office.query.js';

@QueryHandler(GetBoxOfficeQuery)
export class GetBoxOfficeHandler implements IQueryHandler<GetBoxOfficeQuery> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly readers: CardReaderDirectory,
  ) {}

  async execute({ eventId, eventDateId }: GetBoxOfficeQuery): Promise<BoxOffice> {
    const offer = await this.catalog.offerForDate(eventDateId);
    if (!offer || offer.event.id !== eventId) throw notFound(EVENT_NOT_FOUND);
    // As boxOfficeSelection sells: every ticket type of the date but list tickets.
    const ticketTypes = offer.ticketTypes.flatMap(({ id, name, attendance, price, currency, available, visibilityScope }): BoxOfficeTicket[] =>
      visibilityScope === 'list' ? [] : [{ id, name, attendance, price, currency, available, visibilityScope }],
    );
    return { eventDateId: offer.date.id, ticketTypes, cardReaders: await this.readers.readersOf(offer.event.ownerId) };
  }
}
