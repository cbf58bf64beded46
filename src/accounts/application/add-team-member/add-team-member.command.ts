import { Command } from '@nestjs/cqrs';
import type { TeamMemberView } from '../account-views.js';

/** A person found by search (`userId`) joins at once; an e-mail is invited. */
export interface NewTeamMember {
  name?: string;
  userId?: string;
  email?: string;
  admin?: boolean;
  receiveNotifications?: boolean;
  hidden?: boolean;
}

export class AddTeamMemberCommand extends Command<TeamMemberView> {
  constructor(
    readonly ownerId: string,
    readonly member: NewTeamMember,
  ) {
    super();
  }
}
