import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProfileType } from '../../infrastructure/account.entities.js';
import { SearchCollaboratorsQuery, type CollaboratorCandidate } from './search-collaborators.query.js';

/** At most this many matches: a search box shows a short list, the person types more to narrow it. */
export const COLLABORATOR_SEARCH_LIMIT = 10;

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(SearchCollaboratorsQuery)
export class SearchCollaboratorsHandler implements IQueryHandler<SearchCollaboratorsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ query, types }: SearchCollaboratorsQuery): Promise<CollaboratorCandidate[]> {
    // As usernames are typed: a leading @ or # is not part of them.
    const text = query.trim().replace(/^[@#]/, '').toLowerCase();
    if (!text || !types.length) return [];
    const typeFilter = types.length === 1 ? 'AND type = ?' : '';
    const typeParams: ProfileType[] = types.length === 1 ? [types[0] === 'school' ? 'School' : 'User'] : [];
    const rows = await this.em.getConnection().execute<{ id: string; name: string; username: string; avatar: string | null; type: ProfileType }[]>(
      `SELECT id, name, username, avatar, type FROM accounts.profiles
        WHERE (lower(username) LIKE ? OR lower(name) LIKE ?) ${typeFilter}
        ORDER BY lower(username) = ? DESC, lower(username) LIKE ? DESC, name, username
        LIMIT ${COLLABORATOR_SEARCH_LIMIT}`,
      [`${likePattern(text)}%`, `%${likePattern(text)}%`, ...typeParams, text, `${likePattern(text)}%`],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, username: row.username, avatar: row.avatar, type: row.type === 'School' ? 'school' : 'user' }));
  }
}
