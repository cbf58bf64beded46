import { Query } from '@nestjs/cqrs';
import type { PlaceSuggestion } from '../ports/maps.port.js';

/** US addresses for what a signed-in user typed in the card reader form (nothing under 3 characters). */
export class SearchPlacesQuery extends Query<PlaceSuggestion[]> {
  constructor(
    readonly userId: string,
    readonly input: string,
  ) {
    super();
  }
}
