import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CollaboratorCandidate } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { SearchCollaboratorsQuery } from './search-collaborators.query.js';

@QueryHandler(SearchCollaboratorsQuery)
export class SearchCollaboratorsHandler implements IQueryHandler<SearchCollaboratorsQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  async execute({ query, types }: SearchCollaboratorsQuery): Promise<CollaboratorCandidate[]> {
    // As usernames are typed: a leading @ or # is not part of them.
    const text = query.trim().replace(/^[@#]/, '').toLowerCase();
    if (!text || !types.length) return [];
    return this.queries.collaborators(text, types);
  }
}
