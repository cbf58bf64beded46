import { Query } from '@nestjs/cqrs';
import type { PageOf, ProfileCardView } from '../account-views.js';

export interface ProfileSearch {
  /** The user's words, matched as prefixes with accents ignored; empty: every profile. */
  text: string;
  type?: 'user' | 'school';
  /** Only owners of published public events, in the ticketing context's order (the text is ignored then). */
  organizers: boolean;
  page: number;
  perPage: number;
}

export class SearchProfilesQuery extends Query<PageOf<ProfileCardView>> {
  constructor(
    readonly search: ProfileSearch,
    /** The signed-in viewer, for whom `following` is answered. */
    readonly viewerId: string | null,
  ) {
    super();
  }
}
