import { Query } from '@nestjs/cqrs';
import type { TeamMemberView } from '../account-views.js';

export class GetTeamMemberQuery extends Query<TeamMemberView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
  ) {
    super();
  }
}
