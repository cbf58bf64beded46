import { Query } from '@nestjs/cqrs';
import type { Category } from '../ports/ticketing-queries.port.js';
import type { EventCardsPage, PublicEventSearch } from '../public-event-card.js';

export type PublicEventFilters = Omit<PublicEventSearch, 'search'> & {
  /** The user's words; empty lists without searching. */
  query?: string;
};

/** Published, non-private events as cards (discovery, search, a profile's events and courses). */
export class ListPublicEventsQuery extends Query<EventCardsPage> {
  constructor(readonly filters: PublicEventFilters) {
    super();
  }
}

/** The categories a profile's upcoming (or past) public events use, in the categories' own order. */
export class ListPublicEventCategoriesQuery extends Query<Category[]> {
  constructor(
    readonly profileId: string,
    readonly past: boolean,
  ) {
    super();
  }
}
