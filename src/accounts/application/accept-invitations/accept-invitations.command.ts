import { Command } from '@nestjs/cqrs';

/** The user signed up or logged in from an invitation link carrying `token`. Answers how many invitations became memberships. */
export class AcceptInvitationsCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly token: string,
  ) {
    super();
  }
}
