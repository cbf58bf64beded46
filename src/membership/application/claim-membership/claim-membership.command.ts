import { Command } from '@nestjs/cqrs';
import type { MembershipView } from '../member-view.js';

/** The signed-in user claims the membership of an invitation by its link's token. */
export class ClaimMembershipCommand extends Command<MembershipView> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}
