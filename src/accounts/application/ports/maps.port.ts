import type { Place } from '../../domain/card-reader-rules.js';

/** One address the search offers for what was typed. */
export interface PlaceSuggestion {
  description: string;
  placeId: string;
}

/** Port: the address search of the card reader form (US addresses). */
export abstract class Maps {
  /** Addresses matching the typed text (geocodes in the US); empty when none. */
  abstract autocomplete(input: string): Promise<PlaceSuggestion[]>;
  /** The parts of a suggested address, or null when the place id names none. */
  abstract place(placeId: string): Promise<Place | null>;
}
