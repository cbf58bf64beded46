import { Query } from '@nestjs/cqrs';
import type { PageOf, TeamMemberView } from '../account-views.js';

export class ListTeamMembersQuery extends Query<PageOf<TeamMemberView>> {
  constructor(
    readonly ownerId: string,
    readonly page: number,
  ) {
    super();
  }
}
