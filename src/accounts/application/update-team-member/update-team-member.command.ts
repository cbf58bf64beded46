import { Command } from '@nestjs/cqrs';
import type { TeamMemberView } from '../account-views.js';

export interface TeamMemberChanges {
  name?: string;
  admin?: boolean;
  receiveNotifications?: boolean;
  hidden?: boolean;
}

export class UpdateTeamMemberCommand extends Command<TeamMemberView> {
  constructor(
    readonly ownerId: string,
    readonly id: string,
    readonly changes: TeamMemberChanges,
  ) {
    super();
  }
}
