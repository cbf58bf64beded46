import { Query } from '@nestjs/cqrs';
import type { ChosenAddress } from '../../domain/card-reader-rules.js';

/** The parts of an address chosen from the search, when it is specific enough for a card reader's venue. */
export class GetPlaceQuery extends Query<ChosenAddress> {
  constructor(
    readonly userId: string,
    readonly placeId: string,
  ) {
    super();
  }
}
