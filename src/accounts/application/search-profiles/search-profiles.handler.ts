import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PublicEvents } from '../../../ticketing/contracts/public-events.js';
import type { PageOf, ProfileCardView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { SearchProfilesQuery } from './search-profiles.query.js';

@QueryHandler(SearchProfilesQuery)
export class SearchProfilesHandler implements IQueryHandler<SearchProfilesQuery> {
  constructor(
    private readonly queries: AccountsQueries,
    private readonly events: PublicEvents,
  ) {}

  async execute({ search, viewerId }: SearchProfilesQuery): Promise<PageOf<ProfileCardView>> {
    const { page, perPage } = search;
    if (!search.organizers) return this.queries.searchProfiles(search.text, search.type ?? null, page, perPage, viewerId);
    const organizers = await this.events.organizers(page, perPage);
    const cards = await this.queries.profileCards(organizers.ids, viewerId);
    return { data: cards, totalCount: organizers.totalCount, page, perPage };
  }
}
