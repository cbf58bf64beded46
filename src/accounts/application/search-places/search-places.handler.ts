import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { tooManyRequests } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { ADDRESS_SEARCH_MIN_LENGTH, CARD_READER_MESSAGES } from '../../domain/card-reader-rules.js';
import { PLACES_LIMIT, placesKey } from '../places-limit.js';
import { Maps, type PlaceSuggestion } from '../ports/maps.port.js';
import { SearchPlacesQuery } from './search-places.query.js';

@QueryHandler(SearchPlacesQuery)
export class SearchPlacesHandler implements IQueryHandler<SearchPlacesQuery> {
  constructor(
    private readonly maps: Maps,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ userId, input }: SearchPlacesQuery): Promise<PlaceSuggestion[]> {
    const text = input.trim();
    if (text.length < ADDRESS_SEARCH_MIN_LENGTH) return [];
    if (!(await this.limits.hit(placesKey(userId), PLACES_LIMIT))) throw tooManyRequests(CARD_READER_MESSAGES.tooManySearches);
    return this.maps.autocomplete(text);
  }
}
