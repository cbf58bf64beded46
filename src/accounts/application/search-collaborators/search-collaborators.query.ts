import { Query } from '@nestjs/cqrs';
import type { CollaboratorCandidate } from '../account-views.js';

/** People and organizations whose username or name matches, to add to an event's or a video's team. */
export class SearchCollaboratorsQuery extends Query<CollaboratorCandidate[]> {
  constructor(
    readonly query: string,
    readonly types: readonly ('user' | 'school')[],
  ) {
    super();
  }
}
