import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound, tooManyRequests, unprocessable } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { CARD_READER_MESSAGES, chooseAddress, type ChosenAddress } from '../../domain/card-reader-rules.js';
import { PLACES_LIMIT, placesKey } from '../places-limit.js';
import { Maps } from '../ports/maps.port.js';
import { GetPlaceQuery } from './get-place.query.js';

@QueryHandler(GetPlaceQuery)
export class GetPlaceHandler implements IQueryHandler<GetPlaceQuery> {
  constructor(
    private readonly maps: Maps,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ userId, placeId }: GetPlaceQuery): Promise<ChosenAddress> {
    if (!(await this.limits.hit(placesKey(userId), PLACES_LIMIT))) throw tooManyRequests(CARD_READER_MESSAGES.tooManySearches);
    const place = await this.maps.place(placeId.trim());
    if (!place) throw notFound(CARD_READER_MESSAGES.address);
    const address = chooseAddress(place);
    if (!address) throw unprocessable(CARD_READER_MESSAGES.specificAddress);
    return address;
  }
}
